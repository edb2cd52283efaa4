package dev.strata.engine.feature;

import static org.junit.jupiter.api.Assertions.*;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.blockpredicates.BlockPredicate;
import dev.strata.engine.levelgen.BlockPos;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.random.XoroshiroRandom;
import org.junit.jupiter.api.Test;

/** {@code lake} (26.2 configuration), {@code freeze_top_layer} and {@code desert_well} against the game's rules. */
class LakeFeatureTest {
    private static final BlockStates S = OreTestWorld.states();
    private static final int STONE = OreTestWorld.state("minecraft:stone");
    private static final int COBBLE = OreTestWorld.state("minecraft:cobblestone");
    private static final int LAVA = OreTestWorld.state("minecraft:lava");
    private static final int WATER = OreTestWorld.state("minecraft:water");
    private static final int ICE = OreTestWorld.state("minecraft:ice");
    private static final int BEDROCK = OreTestWorld.state("minecraft:bedrock");
    private static final BlockPredicate NOT_CANNOT_REPLACE = (level, x, y, z) ->
            !S.is(level.getBlockState(x, y, z), S.tag("minecraft:features_cannot_replace"));
    /** Biome 0: cold with precipitation; 1: warm; 2: cold without precipitation. */
    private static final BiomeClimate CLIMATE = BiomeClimate.of(new float[] {-0.5F, 0.8F, -0.5F}, new boolean[] {true, true, false});

    private static LakeFeature lake(int fluid, int barrier, BlockPredicate canPlace) {
        return new LakeFeature((l, r, x, y, z) -> fluid, (l, r, x, y, z) -> barrier, canPlace, NOT_CANNOT_REPLACE, NOT_CANNOT_REPLACE, CLIMATE,
                S.caveAir, ICE, S.blockIndex("minecraft:water"), S.blockIndex("minecraft:lava"), S.blockIndex("minecraft:bubble_column"));
    }

    /** The game's grid, re-derived from the draws. */
    private static boolean[] grid(XoroshiroRandom r) {
        boolean[] g = new boolean[2048];
        int spots = r.nextInt(4) + 4;
        for (int i = 0; i < spots; i++) {
            double xr = r.nextDouble() * 6 + 3, yr = r.nextDouble() * 4 + 2, zr = r.nextDouble() * 6 + 3;
            double xp = r.nextDouble() * (16 - xr - 2) + 1 + xr / 2, yp = r.nextDouble() * (8 - yr - 4) + 2 + yr / 2;
            double zp = r.nextDouble() * (16 - zr - 2) + 1 + zr / 2;
            for (int x = 1; x < 15; x++) {
                for (int z = 1; z < 15; z++) {
                    for (int y = 1; y < 7; y++) {
                        double a = (x - xp) / (xr / 2), b = (y - yp) / (yr / 2), c = (z - zp) / (zr / 2);
                        if (a * a + b * b + c * c < 1) g[(x * 16 + z) * 8 + y] = true;
                    }
                }
            }
        }
        return g;
    }

    private static boolean in(boolean[] g, int x, int y, int z) {
        return x >= 0 && x < 16 && z >= 0 && z < 16 && y >= 0 && y < 8 && g[(x * 16 + z) * 8 + y];
    }

    @Test
    void lavaLakeInStoneFillsItsGridAndWallsItsEdges() {
        for (long seed = 1; seed <= 8; seed++) {
            OreTestWorld w = new OreTestWorld().fill(-64, 100, STONE);
            w.put(8, 46, 8, BEDROCK); // features_cannot_replace: stays if inside the grid
            XoroshiroRandom random = new XoroshiroRandom(seed);
            assertTrue(lake(LAVA, COBBLE, (l, x, y, z) -> true).place(w.region, random, 8, 40, 8));
            XoroshiroRandom replay = new XoroshiroRandom(seed);
            boolean[] g = grid(replay);
            int ticks = 0;
            for (int x = 0; x < 16; x++) {
                for (int z = 0; z < 16; z++) {
                    for (int y = 0; y < 8; y++) {
                        int wx = x, wy = 36 + y, wz = z;
                        int expected;
                        if (in(g, x, y, z)) {
                            expected = wx == 8 && wy == 46 && wz == 8 ? BEDROCK : y >= 4 ? S.caveAir : LAVA;
                            if (y >= 4 && expected == S.caveAir) ticks++;
                        } else {
                            boolean edge = in(g, x + 1, y, z) || in(g, x - 1, y, z) || in(g, x, y, z + 1) || in(g, x, y, z - 1)
                                    || in(g, x, y + 1, z) || in(g, x, y - 1, z);
                            expected = edge && (y < 4 || replay.nextInt(2) != 0) ? COBBLE : STONE;
                        }
                        assertEquals(expected, w.get(wx, wy, wz), "seed " + seed + " at " + x + " " + y + " " + z);
                    }
                }
            }
            assertEquals(replay.nextLong(), random.nextLong(), "draw count, seed " + seed);
            int scheduled = 0;
            for (ProtoChunk c : w.chunks) {
                for (ProtoChunk.ScheduledTick t : c.blockTicks()) {
                    assertEquals("minecraft:cave_air", t.type());
                    scheduled++;
                }
            }
            assertEquals(ticks, scheduled);
        }
    }

    @Test
    void refusedWithALiquidAboveOrWhereCanPlaceFeatureFails() {
        for (long seed = 1; seed <= 8; seed++) {
            OreTestWorld w = new OreTestWorld().fill(-64, 40, STONE).fill(40, 60, WATER); // water from the lake's y 4 up
            int[][] before = w.snapshot();
            assertFalse(lake(LAVA, STONE, (l, x, y, z) -> true).place(w.region, new XoroshiroRandom(seed), 8, 40, 8), "seed " + seed);
            assertTrue(w.changes(before).isEmpty());
        }
        OreTestWorld w = new OreTestWorld().fill(-64, 100, STONE);
        int[][] before = w.snapshot();
        assertFalse(lake(LAVA, STONE, (l, x, y, z) -> y != 36 + 3).place(w.region, new XoroshiroRandom(3), 8, 40, 8));
        assertTrue(w.changes(before).isEmpty());
        // the game's first check: too close to the bottom
        assertFalse(lake(LAVA, STONE, (l, x, y, z) -> true).place(w.region, new XoroshiroRandom(3), 8, -60, 8));
    }

    @Test
    void waterLakeFreezesWaterAtItsSurfaceInColdBiomesOnly() {
        for (int biome = 0; biome < 3; biome++) {
            int b = biome;
            OreTestWorld w = new OreTestWorld((x, y, z) -> b).fill(-64, 100, STONE);
            w.put(0, 40, 0, WATER); // the grid's corner column (0, 4, 0): never in the lake nor at its edge
            assertTrue(lake(WATER, S.air, (l, x, y, z) -> true).place(w.region, new XoroshiroRandom(1), 8, 40, 8));
            assertEquals(b == 1 ? WATER : ICE, w.get(0, 40, 0), "biome " + b);
        }
        OreTestWorld w = new OreTestWorld().fill(-64, 100, STONE);
        w.put(0, 40, 0, WATER);
        assertTrue(lake(LAVA, S.air, (l, x, y, z) -> true).place(w.region, new XoroshiroRandom(1), 8, 40, 8));
        assertEquals(WATER, w.get(0, 40, 0), "a lava lake freezes nothing");
    }

    @Test
    void lakeParsesThe26Point2Fields() {
        // the predicates of the vanilla lakes (not, matching_block_tag) belong to the vocabulary; "true" stands in
        String sp = "{\"type\":\"minecraft:simple_state_provider\",\"state\":{\"Name\":\"minecraft:%s\"}}";
        String t = "{\"type\":\"minecraft:true\"}";
        ConfiguredFeature f = OreTestWorld.feature("{\"type\":\"minecraft:lake\",\"config\":{\"fluid\":" + String.format(sp, "lava")
                + ",\"barrier\":" + String.format(sp, "stone") + ",\"can_place_feature\":" + t + ",\"can_replace_with_air_or_fluid\":" + t
                + ",\"can_replace_with_barrier\":" + t + "}}");
        assertInstanceOf(LakeFeature.class, f);
        dev.strata.engine.data.DataPackException e = assertThrows(dev.strata.engine.data.DataPackException.class,
                () -> OreTestWorld.feature("{\"type\":\"minecraft:lake\",\"config\":{\"fluid\":" + String.format(sp, "lava")
                        + ",\"barrier\":" + String.format(sp, "stone") + "}}"));
        assertTrue(e.getMessage().contains("can_place_feature"), e.getMessage());
    }

    // ---- freeze_top_layer

    @Test
    void freezeTopLayerFreezesWaterSnowsAndMarksSnowy() {
        int grass = OreTestWorld.state("minecraft:grass_block");
        int snow = OreTestWorld.state("minecraft:snow");
        SnowAndFreezeFeature f = new SnowAndFreezeFeature(CLIMATE, ICE, snow, S.blockIndex("minecraft:snow"), S.blockIndex("minecraft:water"));
        for (int biome = 0; biome < 3; biome++) {
            int b = biome;
            OreTestWorld w = new OreTestWorld((x, y, z) -> b).fill(-64, 60, STONE);
            w.put(3, 60, 4, WATER);
            w.put(5, 60, 5, grass);
            w.put(20, 60, 5, WATER); // outside the chunk: untouched
            assertTrue(f.place(w.region, new XoroshiroRandom(1), 0, 0, 0));
            boolean cold = b != 1, snows = b == 0;
            assertEquals(cold ? ICE : WATER, w.get(3, 60, 4));
            assertEquals(0, w.get(3, 61, 4)); // no snow on ice: ice is in #snow_layer_cannot_survive_on
            assertEquals(snows ? S.with(grass, "snowy", "true") : grass, w.get(5, 60, 5));
            assertEquals(snows ? snow : 0, w.get(5, 61, 5));
            assertEquals(snows ? snow : 0, w.get(15, 60, 15));
            assertEquals(WATER, w.get(20, 60, 5));
            assertEquals(0, w.get(16, 60, 0));
        }
    }

    @Test
    void freezeTopLayerParsesWithTheVanillaBiomes() {
        assertInstanceOf(SnowAndFreezeFeature.class, OreTestWorld.vanilla("minecraft:freeze_top_layer"));
    }

    // ---- desert_well

    @Test
    void desertWellIsBuiltOnSandWithTwoSuspiciousSands() {
        int sand = OreTestWorld.state("minecraft:sand");
        int sandstone = OreTestWorld.state("minecraft:sandstone");
        int slab = OreTestWorld.state("minecraft:sandstone_slab");
        int sus = OreTestWorld.state("minecraft:suspicious_sand");
        ConfiguredFeature well = OreTestWorld.vanilla("minecraft:desert_well");
        for (long seed = 1; seed <= 10; seed++) {
            OreTestWorld w = new OreTestWorld().fill(-64, 65, sand);
            XoroshiroRandom random = new XoroshiroRandom(seed);
            assertTrue(well.place(w.region, random, 8, 70, 8)); // drops to the sand at y 64
            XoroshiroRandom replay = new XoroshiroRandom(seed);
            int[][] picks = {{0, 0}, {1, 0}, {0, 1}, {-1, 0}, {0, -1}};
            int[] a = picks[replay.nextInt(5)], b = picks[replay.nextInt(5)];
            assertEquals(replay.nextLong(), random.nextLong());
            for (int dx = -2; dx <= 2; dx++) {
                for (int dz = -2; dz <= 2; dz++) {
                    boolean cross = Math.abs(dx) + Math.abs(dz) <= 1;
                    int x = 8 + dx, z = 8 + dz;
                    assertEquals(dx == b[0] && dz == b[1] ? sus : sandstone, w.get(x, 62, z));
                    assertEquals(dx == a[0] && dz == a[1] ? sus : cross ? sand : sandstone, w.get(x, 63, z));
                    assertEquals(cross ? WATER : sandstone, w.get(x, 64, z));
                    boolean rim = Math.abs(dx) == 2 || Math.abs(dz) == 2;
                    boolean pillar = Math.abs(dx) == 1 && Math.abs(dz) == 1;
                    int rimState = rim ? (dx == 0 || dz == 0 ? slab : sandstone) : pillar ? sandstone : 0;
                    assertEquals(rimState, w.get(x, 65, z), dx + " " + dz);
                    assertEquals(pillar ? sandstone : 0, w.get(x, 67, z));
                    int roof = Math.abs(dx) <= 1 && Math.abs(dz) <= 1 ? (dx == 0 && dz == 0 ? sandstone : slab) : 0;
                    assertEquals(roof, w.get(x, 68, z));
                }
            }
            for (int[] p : new int[][] {{8 + a[0], 63, 8 + a[1]}, {8 + b[0], 62, 8 + b[1]}}) {
                ProtoChunk.BlockEntityData be = w.region.getBlockEntity(p[0], p[1], p[2]);
                assertNotNull(be);
                assertEquals("minecraft:brushable_block", be.id);
                assertEquals(DesertWellFeature.LOOT_TABLE, be.fields.get("LootTable"));
                assertEquals(BlockPos.asLong(p[0], p[1], p[2]), be.fields.get("LootTableSeed"));
            }
        }
    }

    @Test
    void desertWellNeedsSandAndNoHoleBelowTheRim() {
        int sand = OreTestWorld.state("minecraft:sand");
        ConfiguredFeature well = OreTestWorld.vanilla("minecraft:desert_well");
        OreTestWorld w = new OreTestWorld().fill(-64, 65, STONE);
        XoroshiroRandom random = new XoroshiroRandom(1);
        assertFalse(well.place(w.region, random, 8, 70, 8));
        assertEquals(new XoroshiroRandom(1).nextLong(), random.nextLong());
        w = new OreTestWorld().fill(-64, 65, sand);
        w.put(10, 63, 6, 0);
        w.put(10, 62, 6, 0); // a corner column hollow one and two below
        int[][] before = w.snapshot();
        assertFalse(well.place(w.region, new XoroshiroRandom(1), 8, 70, 8));
        assertTrue(w.changes(before).isEmpty());
        w.put(10, 62, 6, sand); // only one below is air: allowed
        assertTrue(well.place(w.region, new XoroshiroRandom(1), 8, 70, 8));
    }
}
