package dev.strata.engine.data;

import java.nio.file.Path;

/**
 * Child-JVM half of {@link HostileArchiveTest}: opens each archive named on the command line with the default
 * limits and prints the refusal. Runs under a small heap; an {@link OutOfMemoryError} ends it with a non-zero code.
 */
public final class ArchiveBombMain {
    private ArchiveBombMain() {}

    public static void main(String[] args) {
        for (String a : args) {
            try {
                DataPack.open(Path.of(a));
                System.out.println("opened " + a);
            } catch (DataPackException e) {
                System.out.println("refused " + e.getMessage());
            }
        }
    }
}
