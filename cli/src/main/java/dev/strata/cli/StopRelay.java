package dev.strata.cli;

import dev.strata.engine.sched.GenerateJob;

/** Forwards a stop request to whichever job is running (the handler never waits for anything). */
final class StopRelay {
    private volatile GenerateJob job;
    private volatile boolean stop;

    void set(GenerateJob j) {
        job = j;
        if (stop) j.requestStop();
    }

    void requestStop() {
        stop = true;
        GenerateJob j = job;
        if (j != null) j.requestStop();
    }
}
