package dev.strata.engine.data;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.biome.BiomeRegistry;
import dev.strata.engine.biome.BiomeSources;
import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.surface.BiomeTemperature;
import dev.strata.engine.testing.SharedData;
import dev.strata.regionio.block.BlockStateRegistry;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The demo pack ({@code examples/demo-pack}) read on its own, with no vanilla data: it loads through the documented
 * fallbacks, generates plausible, deterministic chunks quickly, and a broken copy fails naming file and JSON path.
 */
class DemoPackGenerationTest {
    static final Path DEMO = Path.of("../examples/demo-pack");
    static final ResourceId OVERWORLD = ResourceId.parse("minecraft:overworld");
    private static final BlockStateRegistry BLOCKS = BlockStateRegistry.vanilla();

    @TempDir
    Path tmp;

    static DataPack demo() {
        return DataPack.open(DEMO);
    }

    private static String name(ProtoChunk c, int x, int y, int z) {
        return BLOCKS.blockName(c.getBlock(x, y, z));
    }

    /** Checks one chunk at {@code minecraft:surface}; returns the set of top block names seen. */
    static Set<String> checkPlausible(ProtoChunk c) {
        assertEquals(ProtoChunk.STATUS_SURFACE, c.status());
        Set<String> tops = new HashSet<>();
        int stone = 0;
        for (int x = 0; x < 16; x++) {
            for (int z = 0; z < 16; z++) {
                assertEquals("minecraft:bedrock", name(c, x, -64, z), "bedrock floor at " + x + "," + z);
                int top = c.worldSurfaceWg()[(z << 4) | x] - 1;
                assertTrue(top > 0 && top < 200, "surface height " + top);
                String t = name(c, x, top, z);
                assertTrue(Set.of("minecraft:grass_block", "minecraft:sand", "minecraft:water").contains(t), "top block " + t + " at y " + top);
                tops.add(t);
                if (t.equals("minecraft:water")) assertEquals(62, top, "sea surface");
                for (int y = -64; y < -8; y++) {
                    String b = name(c, x, y, z);
                    assertTrue(b.equals("minecraft:bedrock") || b.equals("minecraft:deepslate"), b + " at y " + y);
                }
                for (int y = 8; y < 24; y++) if (name(c, x, y, z).equals("minecraft:stone")) stone++;
                assertEquals("minecraft:air", name(c, x, top + 1, z));
            }
        }
        assertTrue(stone > 16 * 16 * 15, "stone below the surface: " + stone);
        return tops;
    }

    @Test
    void loadsAloneWithTheVanillaFallbacks() {
        DataPack pack = demo();
        assertFalse(pack.exists("data/minecraft/dimension_type/overworld.json"));
        assertTrue(pack.list("data/").stream().noneMatch(f -> f.startsWith("data/minecraft/") && !f.equals("data/minecraft/dimension/overworld.json")),
                "the demo pack overrides nothing in minecraft: but the overworld stem");
        BiomeRegistry biomes = BiomeRegistry.load(pack);
        assertEquals(66, biomes.size());
        assertEquals(VanillaFacts.BIOMES, biomes.names());
        BiomeSources.Dimension dim = BiomeSources.dimension(pack, OVERWORLD, biomes);
        assertEquals(-64, dim.minY());
        assertEquals(384, dim.height());
        assertEquals(ResourceId.parse("strata:demo"), dim.noiseSettings());
        DimensionGenerator g = DimensionGenerator.load(pack, OVERWORLD, null, 1L);
        assertEquals(63, g.settings().seaLevel());
        assertEquals(-64, g.minY());
    }

    @Test
    void generatesPlausibleChunksOverSeveralSeeds() {
        DataPack pack = demo();
        Set<String> tops = new HashSet<>();
        for (long seed : new long[] {0L, 1L, -7L, 123456789L, Long.MIN_VALUE}) {
            DimensionGenerator g = DimensionGenerator.load(pack, OVERWORLD, null, seed);
            DimensionGenerator.Worker w = g.newWorker();
            ProtoChunk c = g.newChunk();
            for (int i = 0; i < 12; i++) {
                int cx = (int) ((seed >>> (i * 3)) % 97) + i * 13 - 60;
                int cz = i * 29 - 150;
                w.generate(cx, cz, ChunkStep.SURFACE, c);
                tops.addAll(checkPlausible(c));
            }
        }
        assertTrue(tops.contains("minecraft:grass_block"), "some land: " + tops);
        assertTrue(tops.contains("minecraft:water") || tops.contains("minecraft:sand"), "some shore or sea: " + tops);
    }

    @Test
    void isDeterministic() {
        DataPack pack = demo();
        DimensionGenerator a = DimensionGenerator.load(pack, OVERWORLD, null, 42L);
        DimensionGenerator b = DimensionGenerator.load(DataPack.open(DEMO), OVERWORLD, null, 42L);
        DimensionGenerator.Worker wa = a.newWorker(), wb = b.newWorker();
        ProtoChunk ca = a.newChunk(), cb = b.newChunk();
        // b visits the chunks in another order, with other chunks in between
        int[][] chunks = {{0, 0}, {5, -3}, {-20, 17}, {100, 100}};
        for (int i = 0; i < chunks.length; i++) {
            wb.generate(chunks[chunks.length - 1 - i][0] + 1, chunks[i][1], ChunkStep.SURFACE, cb);
            wa.generate(chunks[i][0], chunks[i][1], ChunkStep.SURFACE, ca);
            wb.generate(chunks[i][0], chunks[i][1], ChunkStep.SURFACE, cb);
            assertArrayEquals(ca.blocks(), cb.blocks());
            assertArrayEquals(ca.biomes(), cb.biomes());
            assertArrayEquals(ca.worldSurfaceWg(), cb.worldSurfaceWg());
        }
        DimensionGenerator other = DimensionGenerator.load(pack, OVERWORLD, null, 43L);
        ProtoChunk co = other.newChunk();
        other.newWorker().generate(0, 0, ChunkStep.SURFACE, co);
        wa.generate(0, 0, ChunkStep.SURFACE, ca);
        assertFalse(java.util.Arrays.equals(ca.blocks(), co.blocks()), "another seed, another terrain");
    }

    /** Regression: a fresh worker's first chunk at 0, 0 read never-filled flat caches (zeros) in its biome step. */
    @Test
    void freshWorkerAtTheOriginGetsTheSameBiomes() {
        for (DataPack pack : List.of(demo(), SharedData.vanilla())) {
            DimensionGenerator g = DimensionGenerator.load(pack, OVERWORLD, null, 42L);
            ProtoChunk fresh = g.newChunk(), used = g.newChunk();
            g.newWorker().generate(0, 0, ChunkStep.SURFACE, fresh);
            DimensionGenerator.Worker w = g.newWorker();
            w.generate(101, 0, ChunkStep.NOISE, used);
            w.generate(0, 0, ChunkStep.SURFACE, used);
            assertArrayEquals(used.biomes(), fresh.biomes(), pack.toString());
            assertArrayEquals(used.blocks(), fresh.blocks(), pack.toString());
        }
    }

    @Test
    void isFast() {
        DimensionGenerator g = DimensionGenerator.load(demo(), OVERWORLD, null, 2024L);
        DimensionGenerator.Worker w = g.newWorker();
        ProtoChunk c = g.newChunk();
        for (int i = 0; i < 200; i++) w.generate(i % 20, i / 20, ChunkStep.SURFACE, c); // warm-up
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        StringBuilder report = new StringBuilder("demo pack, CPU ms per chunk:");
        double surface = 0;
        for (ChunkStep step : new ChunkStep[] {ChunkStep.BIOMES, ChunkStep.NOISE, ChunkStep.SURFACE}) {
            long cpu = mx.getCurrentThreadCpuTime();
            int n = 0;
            for (int cx = 40; cx < 60; cx++) for (int cz = -10; cz < 10; cz++, n++) w.generate(cx, cz, step, c);
            double ms = (mx.getCurrentThreadCpuTime() - cpu) / 1e6 / n;
            report.append(String.format(" up to %s %.2f", step, ms));
            surface = ms;
        }
        System.out.println(report);
        assertTrue(surface < 50, report.toString()); // loose: the figure is printed; shared CI cores are noisy
    }

    private Path copyDemo() {
        Path copy = tmp.resolve("demo-copy");
        demo().copyTo(copy);
        return copy;
    }

    private static void replace(Path file, String from, String to) throws IOException {
        String s = Files.readString(file);
        assertTrue(s.contains(from), from);
        Files.writeString(file, s.replace(from, to));
    }

    @Test
    void malformedCopyNamesFileAndJsonPath() throws IOException {
        Path copy = copyDemo();
        replace(copy.resolve("data/strata/worldgen/density_function/terrain/density.json"), "minecraft:y_clamped_gradient",
                "minecraft:y_clamped_gradiant");
        DataPackException e = assertThrows(DataPackException.class,
                () -> DimensionGenerator.load(DataPack.open(copy), OVERWORLD, null, 0L));
        assertTrue(e.getMessage().startsWith("worldgen/density_function/terrain/density.json: argument.argument1.argument2.type: "),
                e.getMessage());
        assertTrue(e.getMessage().contains("y_clamped_gradiant"), e.getMessage());

        Path copy2 = tmp.resolve("second");
        DataPack.open(copy).copyTo(copy2);
        replace(copy2.resolve("data/strata/worldgen/density_function/terrain/density.json"), "minecraft:y_clamped_gradiant",
                "minecraft:y_clamped_gradient");
        replace(copy2.resolve("data/strata/worldgen/noise_settings/demo.json"), "minecraft:sandstone", "minecraft:sandstones");
        e = assertThrows(DataPackException.class, () -> DimensionGenerator.load(DataPack.open(copy2), OVERWORLD, null, 0L));
        assertTrue(e.getMessage().startsWith("worldgen/noise_settings/demo.json: surface_rule.sequence[2]"), e.getMessage());
    }

    @Test
    void fallbacksDoNotMaskAMissingCustomEntry() throws IOException {
        Path copy = copyDemo();
        Path stem = copy.resolve("data/minecraft/dimension/overworld.json");
        replace(stem, "minecraft:beach", "mycustom:biome");
        DataPackException e = assertThrows(DataPackException.class, () -> DimensionGenerator.load(DataPack.open(copy), OVERWORLD, null, 0L));
        assertTrue(e.getMessage().contains("data/minecraft/dimension/overworld.json: generator.biome_source.biomes[1].biome: unknown biome \"mycustom:biome\""),
                e.getMessage());

        // with the biome's file, it is used (and its temperature read)
        Files.createDirectories(copy.resolve("data/mycustom/worldgen/biome"));
        Files.writeString(copy.resolve("data/mycustom/worldgen/biome/biome.json"), "{\"temperature\": 0.3}");
        DataPack withBiome = DataPack.open(copy);
        assertEquals(67, BiomeRegistry.load(withBiome).size());
        DimensionGenerator.load(withBiome, OVERWORLD, null, 0L);

        // a dimension type that is not vanilla and not in the pack
        replace(stem, "\"type\": \"minecraft:overworld\"", "\"type\": \"mycustom:tall\"");
        e = assertThrows(DataPackException.class, () -> DimensionGenerator.load(DataPack.open(copy), OVERWORLD, null, 0L));
        assertTrue(e.getMessage().startsWith("data/minecraft/dimension/overworld.json: type: unknown dimension type \"mycustom:tall\""),
                e.getMessage());

        // a custom biome without its file in the registry: temperature load names the file
        DataPackException t = assertThrows(DataPackException.class,
                () -> BiomeTemperature.load(demo(), 1, i -> "mycustom:biome"));
        assertTrue(t.getMessage().contains("data/mycustom/worldgen/biome/biome.json"), t.getMessage());

        // other vanilla dimensions are not in the demo pack: say so
        e = assertThrows(DataPackException.class,
                () -> DimensionGenerator.load(demo(), ResourceId.parse("minecraft:the_nether"), null, 0L));
        assertTrue(e.getMessage().startsWith("data/minecraft/dimension/the_nether.json: no dimension \"minecraft:the_nether\""), e.getMessage());
    }

    @Test
    void unknownTemperatureFailsOnlyWhenARuleNeedsIt() throws IOException {
        BiomeRegistry biomes = BiomeRegistry.load(demo());
        BiomeTemperature temps = BiomeTemperature.load(demo(), biomes.size(), i -> biomes.name(i).toString());
        int plains = biomes.id(ResourceId.parse("minecraft:plains"));
        assertFalse(temps.isKnown(plains));
        DataPackException e = assertThrows(DataPackException.class, () -> temps.temperature(plains, 0, 64, 0, 63));
        assertTrue(e.getMessage().startsWith("data/minecraft/worldgen/biome/plains.json: missing"), e.getMessage());

        // a rule with a temperature condition fails at the first query, naming the biome file
        Path copy = copyDemo();
        replace(copy.resolve("data/strata/worldgen/noise_settings/demo.json"),
                "\"if_true\": {\n          \"type\": \"minecraft:stone_depth\",\n          \"surface_type\": \"floor\",\n          \"offset\": 0,",
                "\"if_true\": {\"type\": \"minecraft:temperature\"}, \"then_run\": {\"type\": \"minecraft:block\", \"result_state\": {\"Name\": \"minecraft:snow_block\"}}},\n"
                        + "      {\"type\": \"minecraft:condition\", \"if_true\": {\n          \"type\": \"minecraft:stone_depth\",\n          \"surface_type\": \"floor\",\n          \"offset\": 0,");
        DimensionGenerator g = DimensionGenerator.load(DataPack.open(copy), OVERWORLD, null, 0L);
        ProtoChunk c = g.newChunk();
        DimensionGenerator.Worker w = g.newWorker();
        e = assertThrows(DataPackException.class, () -> w.generate(0, 0, ChunkStep.SURFACE, c));
        assertTrue(e.getMessage().matches("data/minecraft/worldgen/biome/[a-z_]+\\.json: missing: .*"), e.getMessage());

        // with the vanilla data below, everything is known
        BiomeTemperature full = BiomeTemperature.load(DataPack.layered(List.of(demo(), SharedData.vanilla())), biomes.size(),
                i -> biomes.name(i).toString());
        assertTrue(full.isKnown(plains));
    }

    @Test
    void vanillaFactsMatchTheVanillaPack() throws IOException {
        List<ResourceId> files;
        try (Stream<Path> s = Files.list(SharedData.vanillaFolder().resolve("data/minecraft/worldgen/biome"))) {
            files = s.map(p -> p.getFileName().toString().replace(".json", "")).sorted()
                    .map(n -> new ResourceId("minecraft", n)).collect(Collectors.toList());
        }
        assertEquals(files, VanillaFacts.BIOMES);
        DataPack vanilla = SharedData.vanilla();
        for (String t : List.of("overworld", "overworld_caves", "the_nether", "the_end")) {
            var root = vanilla.readJson("data/minecraft/dimension_type/" + t + ".json").getAsJsonObject();
            VanillaFacts.Extent e = VanillaFacts.dimensionType(new ResourceId("minecraft", t));
            assertEquals(root.get("min_y").getAsInt(), e.minY(), t);
            assertEquals(root.get("height").getAsInt(), e.height(), t);
        }
        assertEquals(null, VanillaFacts.dimensionType(ResourceId.parse("mycustom:overworld")));
    }

    @Test
    void layeredOverVanillaTheDemoStemWins() {
        DataPack both = DataPack.layered(List.of(demo(), SharedData.vanilla()));
        BiomeRegistry biomes = BiomeRegistry.load(both);
        assertEquals(66, biomes.size());
        assertEquals(ResourceId.parse("strata:demo"), BiomeSources.dimension(both, OVERWORLD, biomes).noiseSettings());
        DimensionGenerator g = DimensionGenerator.load(both, OVERWORLD, null, 5L);
        ProtoChunk c = g.newChunk();
        g.newWorker().generate(3, 4, ChunkStep.SURFACE, c);
        checkPlausible(c);
        // the same chunk as the demo alone: the vanilla data below changes nothing the demo rule reads
        DimensionGenerator alone = DimensionGenerator.load(demo(), OVERWORLD, null, 5L);
        ProtoChunk c2 = alone.newChunk();
        alone.newWorker().generate(3, 4, ChunkStep.SURFACE, c2);
        assertArrayEquals(c.blocks(), c2.blocks());
        assertArrayEquals(c.biomes(), c2.biomes());
        // the nether comes from vanilla's world preset
        assertEquals(0, DimensionGenerator.load(both, ResourceId.parse("minecraft:the_nether"), null, 5L).minY());
    }
}
