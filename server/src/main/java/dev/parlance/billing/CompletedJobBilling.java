package dev.parlance.billing;

import dev.parlance.job.JobCompleted;
import dev.parlance.job.JobRepository;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/** Bills a job when it completes, inside the completing transaction: no completion goes unbilled. */
@Component
class CompletedJobBilling {
    private final JobRepository jobs;
    private final BillingService billing;

    CompletedJobBilling(JobRepository jobs, BillingService billing) {
        this.jobs = jobs;
        this.billing = billing;
    }

    @EventListener
    void onCompleted(JobCompleted event) {
        jobs.findById(event.jobId()).ifPresent(billing::recordCompletion);
    }
}
