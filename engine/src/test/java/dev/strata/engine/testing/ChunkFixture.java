package dev.strata.engine.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A vanilla chunk dump from {@code fixtures/vanilla-26.2/chunks}: state ids, index {@code (x * H + localY) * 16 + z},
 * {@code H = length / 256}, localY 0 at the dimension's min y.
 */
public record ChunkFixture(String name, int[] ids, int height) {

    public static ChunkFixture read(Path file) throws IOException {
        String s = Files.readString(file).trim();
        if (!s.startsWith("[") || !s.endsWith("]")) throw new IOException(file + ": not a JSON array");
        String body = s.substring(1, s.length() - 1);
        String[] parts = body.split(",");
        int[] ids = new int[parts.length];
        for (int i = 0; i < parts.length; i++) ids[i] = Integer.parseInt(parts[i].trim());
        if (ids.length % 256 != 0) throw new IOException(file + ": length " + ids.length + " is not a multiple of 256");
        return new ChunkFixture(file.getFileName().toString(), ids, ids.length / 256);
    }

    /** The vanilla state at local x, z and local y (0 = min y). */
    public int at(int x, int localY, int z) {
        return ids[(x * height + localY) * 16 + z];
    }
}
