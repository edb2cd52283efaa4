package dev.strata.engine.biome;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.density.DensityCompiler;
import dev.strata.engine.levelgen.NoiseChunk;
import dev.strata.engine.levelgen.NoiseGeneratorSettings;
import dev.strata.engine.levelgen.NoiseRouter;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.levelgen.RandomState;
import dev.strata.engine.testing.SharedData;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;

/**
 * Every biome of the game's 26.2 overworld chunks (seed 0, {@code biome_no_blend_no_beard_0.json}) equals ours,
 * sampled with the pure (DIRECT) router, with a NoiseChunk's chunk-bound router, and with the column-caching
 * sampler (every climate function but depth computed once per quart column).
 */
class ChunkBiomesParityTest {

    @Test
    void overworldChunkBiomesEqualVanilla() throws Exception {
        var pack = SharedData.vanilla();
        BiomeRegistry registry = BiomeRegistry.load(pack);
        BiomeSources.Dimension dim = BiomeSources.dimension(pack, ResourceId.parse("minecraft:overworld"), registry);
        assertEquals(-64, dim.minY());
        assertEquals(384, dim.height());
        var settings = NoiseGeneratorSettings.load(pack, dim.noiseSettings());
        var state = new RandomState(pack, 0L, settings.legacyRandomSource());
        NoiseRouter direct = NoiseRouter.compile(settings.router(), new DensityCompiler(state, DensityCompiler.DIRECT));
        BiomeSource.Resolver directResolver = dim.biomeSource().resolver(ClimateSampler.of(direct));
        NoiseChunk noiseChunk = new NoiseChunk(settings, state);
        BiomeSource.Resolver chunkResolver = dim.biomeSource().resolver(ClimateSampler.of(noiseChunk.router()));
        ClimateSampler columnCached = ClimateSampler.compile(settings.router(), state);
        assertEquals(0b101111, columnCached.columnCachedMask(), "overworld: all but depth are y-free");
        BiomeSource.Resolver cachedResolver = dim.biomeSource().resolver(columnCached);
        ProtoChunk proto = new ProtoChunk(settings.noise().minY(), settings.noise().height());

        JsonArray chunks = JsonParser.parseString(Files.readString(SharedData.fixture("biomes/biome_no_blend_no_beard_0.json"))).getAsJsonArray();
        int[] a = new int[ChunkBiomes.size(dim.sectionCount())];
        int[] b = new int[a.length];
        int[] k = new int[a.length];
        int compared = 0, mismatches = 0;
        StringBuilder first = new StringBuilder();
        for (JsonElement ce : chunks) {
            JsonObject c = ce.getAsJsonObject();
            int cx = c.get("x").getAsInt(), cz = c.get("z").getAsInt();
            ChunkBiomes.fill(directResolver, cx, cz, dim.minSectionY(), dim.sectionCount(), a);
            ChunkBiomes.fill(cachedResolver, cx, cz, dim.minSectionY(), dim.sectionCount(), k);
            noiseChunk.fill(proto, cx, cz); // the game fills biomes with the chunk's caches; noise first here is equivalent
            ChunkBiomes.fill(chunkResolver, cx, cz, dim.minSectionY(), dim.sectionCount(), b);
            JsonArray data = c.getAsJsonArray("data");
            assertEquals(64 * dim.sectionCount(), data.size(), "entries of chunk " + cx + "," + cz);
            for (JsonElement e : data) {
                JsonArray q = e.getAsJsonArray();
                int qx = q.get(0).getAsInt(), qy = q.get(1).getAsInt(), qz = q.get(2).getAsInt(), want = q.get(3).getAsInt();
                int got = ChunkBiomes.get(a, dim.minSectionY(), dim.sectionCount(), qx, qy, qz);
                int gotChunk = ChunkBiomes.get(b, dim.minSectionY(), dim.sectionCount(), qx, qy, qz);
                int gotCached = ChunkBiomes.get(k, dim.minSectionY(), dim.sectionCount(), qx, qy, qz);
                compared++;
                if (got != want || gotChunk != want || gotCached != want) {
                    mismatches++;
                    if (first.length() < 2000) {
                        first.append(String.format("chunk %d,%d quart (%d,%d,%d): expected %s got %s / %s / %s%n", cx, cz, qx, qy, qz,
                                registry.name(want), registry.name(got), registry.name(gotChunk), registry.name(gotCached)));
                    }
                }
            }
        }
        assertEquals(0, mismatches, mismatches + " of " + compared + " biomes differ:\n" + first);
        assertEquals(1536, compared);
    }
}
