package dev.strata.regionio;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A world's {@code session.lock} is held by another process (a running server or game, or another Strata command)
 * or by another command of this process. Nothing was read or written when this is thrown.
 */
public class WorldInUseException extends IOException {
    private static final long serialVersionUID = 1L;
    private final transient Path lockFile;

    /** @param lockFile the {@code session.lock} that is held */
    public WorldInUseException(Path lockFile) {
        super(lockFile.getParent() + " is in use: another program holds " + lockFile
                + " (a running server or game, or another strata command). Stop it, then run again.");
        this.lockFile = lockFile;
    }

    /** The held {@code session.lock}. */
    public Path lockFile() {
        return lockFile;
    }
}
