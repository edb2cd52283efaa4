package dev.strata.engine.testing;

import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.regionio.block.BlockStateRegistry;
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

    /** Blocks of {@code chunk} (over its whole height; above the dumped window vanilla is air) that differ from this dump. */
    public int mismatches(ProtoChunk chunk) {
        ChunkFixture expected = this;
        int n = 0;
        for (int x = 0; x < 16; x++) {
            for (int ly = 0; ly < chunk.height(); ly++) {
                for (int z = 0; z < 16; z++) {
                    int want = ly < expected.height() ? expected.at(x, ly, z) : 0;
                    if (chunk.getBlock(x, chunk.minY() + ly, z) != want) n++;
                }
            }
        }
        return n;
    }

    /** A readable list of the first differences, highest first, for assertion messages. */
    public String report(ProtoChunk chunk) {
        ChunkFixture expected = this;
        BlockStateRegistry reg = BlockStateRegistry.vanilla();
        StringBuilder sb = new StringBuilder(expected.name()).append(": ").append(mismatches(chunk)).append(" blocks differ; first:\n");
        int shown = 0;
        for (int ly = chunk.height() - 1; ly >= 0 && shown < 25; ly--) {
            for (int x = 0; x < 16 && shown < 25; x++) {
                for (int z = 0; z < 16 && shown < 25; z++) {
                    int want = ly < expected.height() ? expected.at(x, ly, z) : 0;
                    int got = chunk.getBlock(x, chunk.minY() + ly, z);
                    if (got != want) {
                        sb.append(String.format("  (%d,%d,%d) expected %s got %s%n", x, chunk.minY() + ly, z, reg.toString(want), reg.toString(got)));
                        shown++;
                    }
                }
            }
        }
        return sb.toString();
    }
}
