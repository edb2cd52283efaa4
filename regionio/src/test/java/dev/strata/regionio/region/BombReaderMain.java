package dev.strata.regionio.region;

import dev.strata.regionio.nbt.NbtIO;
import java.nio.file.Path;

/**
 * Child process of {@link DecompressionLimitTest}: reads chunk (0, 0) of two region files and a level.dat, printing
 * the exception type each read ends with. Exits 0 when all three were refused with an exception, 1 otherwise (an
 * {@link OutOfMemoryError} ends the JVM with a non-zero code on its own).
 */
public final class BombReaderMain {
    private BombReaderMain() {}

    public static void main(String[] args) throws Exception {
        boolean allRefused = true;
        String[] names = {"inline", "external"};
        for (int i = 0; i < 2; i++) {
            try (RegionFile r = RegionFile.openReadOnly(Path.of(args[i]))) {
                r.read(0, 0);
                allRefused = false;
                System.out.println(names[i] + ": read");
            } catch (java.io.IOException e) {
                System.out.println(names[i] + ": " + e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
        try {
            NbtIO.readGzipFile(Path.of(args[2]));
            allRefused = false;
            System.out.println("level.dat: read");
        } catch (java.io.IOException e) {
            System.out.println("level.dat: " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        System.exit(allRefused ? 0 : 1);
    }
}
