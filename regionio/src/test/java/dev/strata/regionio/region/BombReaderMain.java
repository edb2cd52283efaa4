package dev.strata.regionio.region;

import dev.strata.regionio.nbt.NbtIO;
import java.nio.file.Path;

/**
 * Child process of {@link DecompressionLimitTest}: reads chunk (0, 0) of three region files (arguments 1, 2 and 4)
 * and a level.dat (argument 3), printing the exception type each read ends with. Exits 0 when all four were refused with an exception, 1 otherwise (an
 * {@link OutOfMemoryError} ends the JVM with a non-zero code on its own).
 */
public final class BombReaderMain {
    private BombReaderMain() {}

    public static void main(String[] args) throws Exception {
        boolean allRefused = true;
        String[] names = {"inline", "external", null, "parsed"};
        for (int i : new int[] {0, 1, 3}) {
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
