package dev.strata.engine.feature;

import com.google.gson.stream.JsonReader;
import dev.strata.regionio.block.BlockStateRegistry;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Which blocks fire can burn (game: {@code FireBlock.bootStrap}'s {@code setFlammable} entries, the blocks with
 * ignite odds above zero), read from the {@code flammable} field of the same block.json the state registry comes
 * from ({@code net/minestom/data/block.json} of {@code net.minestom:data:26.2}; its block-level value is the
 * game's table, its per-state false for waterlogged states is the game's waterlogged check, which
 * {@link BlockSupport#canBurn} applies itself). Streamed once; other fields are skipped.
 */
final class FlammableBlocks {
    private static final String RESOURCE = "net/minestom/data/block.json";

    private FlammableBlocks() {}

    /** Per block index of {@code registry}: whether the block is flammable. */
    static boolean[] read(BlockStateRegistry registry) {
        boolean[] out = new boolean[registry.blockCount()];
        try (InputStream in = FlammableBlocks.class.getClassLoader().getResourceAsStream(RESOURCE)) {
            if (in == null) throw new IllegalStateException(RESOURCE + " is missing from the class path");
            JsonReader json = new JsonReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            json.beginObject();
            while (json.hasNext()) {
                String name = json.nextName();
                int index = registry.blockIndex(registry.defaultState(name));
                json.beginObject();
                while (json.hasNext()) {
                    if (json.nextName().equals("flammable")) out[index] = json.nextBoolean();
                    else json.skipValue();
                }
                json.endObject();
            }
            json.endObject();
        } catch (IOException e) {
            throw new UncheckedIOException("reading " + RESOURCE, e);
        }
        return out;
    }
}
