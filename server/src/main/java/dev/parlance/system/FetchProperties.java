package dev.parlance.system;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;

import java.time.Duration;

/**
 * How long a fetch from a URL a customer gave may take ({@code parlance.fetch.*}, env
 * {@code PARLANCE_FETCH_*}), besides each fetch's own stall timeout. A slow sender must not hold a
 * worker (or an API call) for ever: after {@code rateGrace}, the bytes received must keep up with
 * {@code minRate}, so a file of n bytes gets {@code rateGrace + n / minRate} at most (the 10 GB
 * limit at 256 KB/s: about 11.4 hours; 100 MB: about 7.5 minutes).
 *
 * @param minRate      the slowest average a fetch may keep after the grace, per second
 * @param rateGrace    time a fetch may take before the rate counts (slow starts, redirects, a cold server)
 * @param inCallTimeout the longest a fetch made during an API call (transcript_url, guidelines_url) may take
 */
@ConfigurationProperties("parlance.fetch")
public record FetchProperties(
        @DefaultValue("256KB") DataSize minRate,
        @DefaultValue("1m") Duration rateGrace,
        @DefaultValue("60s") Duration inCallTimeout) {

    /** The rules of a queued fetch (media_url): stall timeout, rate floor, no overall bound beyond it. */
    public TransferWatch.Rules queued(Duration stallTimeout) {
        return new TransferWatch.Rules(stallTimeout, minRate.toBytes(), rateGrace, null);
    }

    /** The rules of a fetch an API call waits for: the same, and at most {@code inCallTimeout} in all. */
    public TransferWatch.Rules inCall(Duration stallTimeout) {
        return new TransferWatch.Rules(stallTimeout, minRate.toBytes(), rateGrace, inCallTimeout);
    }
}
