package dev.strata.cli;

/** Forwards a stop request to whichever job is running (the handler never waits for anything). */
final class StopRelay {
    private volatile Runnable job;
    private volatile boolean stop;

    /** Relays stop requests to {@code stopper} (e.g. a features job's {@code requestStop}). */
    void set(Runnable stopper) {
        job = stopper;
        if (stop) stopper.run();
    }

    /** Whether a stop was asked for (a run still starting up checks it between its steps). */
    boolean stopRequested() {
        return stop;
    }

    void requestStop() {
        stop = true;
        Runnable j = job;
        if (j != null) j.run();
    }
}
