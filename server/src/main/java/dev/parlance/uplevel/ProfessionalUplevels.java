package dev.parlance.uplevel;

import dev.parlance.account.Account;
import dev.parlance.job.Fidelity;
import dev.parlance.job.Job;
import dev.parlance.translation.ProfessionalUplevel;
import org.springframework.stereotype.Component;

import java.util.Optional;

/** translate's approve_uplevel uplevel: the uplevel call's own, to PROFESSIONAL, with the job's own priority and options. */
@Component
class ProfessionalUplevels implements ProfessionalUplevel {
    private final Uplevels uplevels;

    ProfessionalUplevels(Uplevels uplevels) {
        this.uplevels = uplevels;
    }

    @Override
    public Made uplevel(Account caller, Job job, String baseUrl) {
        Upleveled upleveled = uplevels.order(caller, job.id(), new UplevelRequest(Optional.of(Fidelity.PROFESSIONAL),
                null, null, null, null, false, baseUrl));
        return new Made(upleveled.jobId(), upleveled.workflow());
    }
}
