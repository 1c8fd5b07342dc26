package dev.parlance.common;

/** The error kinds the v1 API reports in {@code ErrorType}. Clients switch on these names. */
public enum ErrorType {
    LOGIN_INVALID,
    ACCOUNT_EXISTS,
    ACCOUNT_UNPRIVILEGED,
    BAD_API_TOKEN,
    INVALID_QUERY,
    INVALID_OPTION,
    MISSING_PARAMETER,
    INVALID_URL,
    ITEM_NOT_FOUND,
    ACCOUNT_DOES_NOT_EXIST,
    NOT_IMPLEMENTED,
    INVALID_RETURN_HANDLERS,
    NOT_PARENT_ACCOUNT,
    NO_CHILDREN_FOUND,
    UNHANDLED_ERROR
}
