package dev.strata.engine.feature;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.strata.engine.biome.BiomeRegistry;
import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.feature.placement.PlacedFeature;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.testing.SharedData;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The decoration random of a chunk starts clean: the game's {@code applyBiomeDecoration} makes a new
 * {@code WorldgenRandom} per chunk, and a {@code WorldgenRandom} keeps the second Gaussian of a pair across
 * {@code setSeed}; so a chunk decorated after another must draw exactly what it draws alone. The feature here draws
 * three Gaussians per chunk (a {@code random_offset} with {@code clamped_normal} spreads, as
 * {@code pointed_dripstone} and {@code sulfur_spike} are placed), leaving one kept after each chunk.
 */
class DecorationRandomTest {
    private static final String BIOME = "{\"features\": [[], [], [], [], [], [], [], [{"
            + "\"feature\": {\"type\": \"minecraft:simple_block\", \"config\": {\"to_place\": {\"type\": \"minecraft:simple_state_provider\","
            + " \"state\": {\"Name\": \"minecraft:gold_block\"}}}},"
            + "\"placement\": ["
            + "{\"type\": \"minecraft:height_range\", \"height\": {\"type\": \"minecraft:uniform\", \"min_inclusive\": {\"absolute\": 60},"
            + " \"max_inclusive\": {\"absolute\": 70}}},"
            + "{\"type\": \"minecraft:random_offset\","
            + " \"xz_spread\": {\"type\": \"minecraft:clamped_normal\", \"mean\": 0.0, \"deviation\": 3.0, \"min_inclusive\": -10, \"max_inclusive\": 10},"
            + " \"y_spread\": {\"type\": \"minecraft:clamped_normal\", \"mean\": 0.0, \"deviation\": 0.6, \"min_inclusive\": -2, \"max_inclusive\": 2}}"
            + "]}]]}";

    @TempDir
    Path dir;

    @Test
    void aChunkDecoratedAfterAnotherDrawsWhatItDrawsAlone() throws Exception {
        Files.writeString(dir.resolve("pack.mcmeta"), "{\"pack\": {\"pack_format\": 100, \"description\": \"test\"}}");
        Path biome = dir.resolve("data/strata_test/worldgen/biome/gauss.json");
        Files.createDirectories(biome.getParent());
        Files.writeString(biome, BIOME);
        DataPack pack = DataPack.layered(List.of(DataPack.open(dir), SharedData.vanilla()));
        BiomeRegistry registry = new BiomeRegistry(List.of(ResourceId.parse("strata_test:gauss")));
        FeatureParser parser = new FeatureParser(pack, RegionFixture.states());
        BiomeFeatures features = BiomeFeatures.load(pack, registry, List.of(0), parser);
        List<PlacedFeature[][]> lists = new ArrayList<>();
        lists.add(features.steps(0));
        List<List<PlacedFeature>> order = FeatureSorter.featuresPerStep(lists);

        for (long seed : new long[] {13579L, 1L, 42L, -7L}) {
            int[] alone = goldAfterDecorating(new DecorationStep(seed, features, order, List.of(0), 1, null));
            DecorationStep reused = new DecorationStep(seed, features, order, List.of(0), 1, null);
            goldAfterDecorating(reused);
            assertArrayEquals(alone, goldAfterDecorating(reused), "seed " + seed + ": the second chunk saw the first one's Gaussian");
        }
    }

    /** Decorates chunk (0, 0) of a fresh empty region and returns where the gold block went. */
    private static int[] goldAfterDecorating(DecorationStep step) {
        RegionFixture f = new RegionFixture();
        ProtoChunk[] around = new ProtoChunk[9];
        for (int dz = -1; dz <= 1; dz++) for (int dx = -1; dx <= 1; dx++) around[(dz + 1) * 3 + dx + 1] = f.level.chunkAt(dx, dz);
        step.apply(f.level, around, null);
        int gold = f.state("minecraft:gold_block");
        int[] found = null;
        for (int x = -16; x < 32; x++) {
            for (int z = -16; z < 32; z++) {
                for (int y = 50; y < 80; y++) {
                    if (f.level.getBlockState(x, y, z) == gold) found = new int[] {x, y, z};
                }
            }
        }
        assertNotNull(found, "no gold block placed");
        return found;
    }
}
