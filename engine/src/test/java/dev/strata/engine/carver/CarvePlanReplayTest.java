package dev.strata.engine.carver;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.biome.BiomeSource;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.random.WorldgenRandom;
import dev.strata.engine.testing.SharedData;
import java.lang.reflect.Constructor;
import org.junit.jupiter.api.Test;

/**
 * The carvers step replays cached plans ({@link CarvePlan}); this checks it against the game's own control flow,
 * written out here as a reference: each tunnel walked for the carved chunk itself, returning at the first failed
 * {@code canReach} (so the branches it would spawn later never exist). Caves that start in every source chunk
 * (probability 1) make such early returns frequent; blocks and carving masks must be identical.
 */
class CarvePlanReplayTest {

    /** The game's {@code CaveWorldCarver.carve} for one target chunk (reference; mirrors the 26.1 code). */
    private static void referenceCarve(CaveWorldCarver carver, CarvingContext ctx, RandomSource random, int sx, int sz) {
        CaveCarverConfiguration config = carver.config();
        int maxDistance = 112;
        int caveCount = random.nextInt(random.nextInt(random.nextInt(15) + 1) + 1);
        for (int cave = 0; cave < caveCount; cave++) {
            double x = (sx << 4) + random.nextInt(16);
            double y = config.base().y().sample(random, ctx.minGenY, ctx.genDepth);
            double z = (sz << 4) + random.nextInt(16);
            double hrm = config.horizontalRadiusMultiplier().sample(random);
            double vrm = config.verticalRadiusMultiplier().sample(random);
            double floor = config.floorLevel().sample(random);
            int tunnels = 1;
            if (random.nextInt(4) == 0) {
                double yScale = config.base().yScale().sample(random);
                float thickness = 1.0f + random.nextFloat() * 6.0f;
                double hr = 1.5 + (double) (CarverMath.sin(1.5707963705062866) * thickness);
                ctx.floorLevel = floor;
                carver.carveEllipsoid(ctx, x + 1.0, y, z, hr, hr * yScale);
                tunnels += random.nextInt(4);
            }
            for (int i = 0; i < tunnels; i++) {
                float h = random.nextFloat() * ((float) Math.PI * 2);
                float v = (random.nextFloat() - 0.5f) / 4.0f;
                float thickness = random.nextFloat() * 2.0f + random.nextFloat();
                if (random.nextInt(10) == 0) thickness *= random.nextFloat() * random.nextFloat() * 3.0f + 1.0f;
                int distance = maxDistance - random.nextInt(maxDistance / 4);
                tunnel(carver, ctx, random.nextLong(), x, y, z, hrm, vrm, thickness, h, v, 0, distance, 1.0, floor);
            }
        }
    }

    private static void tunnel(CaveWorldCarver carver, CarvingContext ctx, long seed, double x, double y, double z, double hrm, double vrm,
            float thickness, float h, float v, int step, int dist, double yScale, double floor) {
        RandomSource random = new LegacyRandom(seed);
        int split = random.nextInt(dist / 2) + dist / 4;
        boolean steep = random.nextInt(6) == 0;
        float yRota = 0.0f, xRota = 0.0f;
        for (int k = step; k < dist; k++) {
            double hr = 1.5 + (double) (CarverMath.sin((float) Math.PI * (float) k / (float) dist) * thickness);
            double vr = hr * yScale;
            float c = CarverMath.cos(v);
            x += (double) (CarverMath.cos(h) * c);
            y += (double) CarverMath.sin(v);
            z += (double) (CarverMath.sin(h) * c);
            v *= steep ? 0.92f : 0.7f;
            v += xRota * 0.1f;
            h += yRota * 0.1f;
            xRota *= 0.9f;
            yRota *= 0.75f;
            xRota += (random.nextFloat() - random.nextFloat()) * random.nextFloat() * 2.0f;
            yRota += (random.nextFloat() - random.nextFloat()) * random.nextFloat() * 4.0f;
            if (k == split && thickness > 1.0f) {
                tunnel(carver, ctx, random.nextLong(), x, y, z, hrm, vrm, random.nextFloat() * 0.5f + 0.5f, h - 1.5707964f, v / 3.0f, k, dist, 1.0, floor);
                tunnel(carver, ctx, random.nextLong(), x, y, z, hrm, vrm, random.nextFloat() * 0.5f + 0.5f, h + 1.5707964f, v / 3.0f, k, dist, 1.0, floor);
                return;
            }
            if (random.nextInt(4) == 0) continue;
            if (!WorldCarver.canReach(ctx, x, z, k, dist, thickness)) return;
            ctx.floorLevel = floor;
            carver.carveEllipsoid(ctx, x, y, z, hr * hrm, vr * vrm);
        }
    }

    private static ProtoChunk copy(ProtoChunk c) {
        ProtoChunk out = new ProtoChunk(c.minY(), c.height());
        out.reset(c.chunkX(), c.chunkZ());
        System.arraycopy(c.blocks(), 0, out.blocks(), 0, c.blocks().length);
        System.arraycopy(c.worldSurfaceWg(), 0, out.worldSurfaceWg(), 0, 256);
        System.arraycopy(c.oceanFloorWg(), 0, out.oceanFloorWg(), 0, 256);
        return out;
    }

    @Test
    void replayedPlansCarveWhatTheGamesWalkCarves() throws Exception {
        DimensionGenerator g = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse("minecraft:overworld"), null, 13579L);
        CaveWorldCarver always = (CaveWorldCarver) ConfiguredCarver.load(SharedData.vanilla(), ResourceId.parse("minecraft:cave"),
                dev.strata.regionio.block.BlockStateRegistry.vanilla()).carver();
        CaveCarverConfiguration c = always.config();
        CarverConfiguration b = c.base();
        always = new CaveWorldCarver(new CaveCarverConfiguration(new CarverConfiguration(1.0f, b.y(), b.yScale(), b.lavaLevel(), b.replaceable()),
                c.horizontalRadiusMultiplier(), c.verticalRadiusMultiplier(), c.floorLevel()));
        Constructor<BiomeCarvers> make = BiomeCarvers.class.getDeclaredConstructor(WorldCarver[][].class);
        make.setAccessible(true);
        BiomeCarvers carvers = make.newInstance((Object) new WorldCarver[][] {{always}});
        BiomeSource.Resolver oneBiome = (qx, qy, qz) -> 0;
        DimensionGenerator.Worker w = g.newWorker();
        ProtoChunk surface = g.newChunk();
        CarvingContext planned = new CarvingContext(-64, 384, g.minY(), g.height());
        CarvingContext direct = new CarvingContext(-64, 384, g.minY(), g.height());
        CarverStep step = new CarverStep(carvers, 13579L, oneBiome, g.minY(), g.height(), planned);
        WorldgenRandom random = new WorldgenRandom(new LegacyRandom(0L));
        TopMaterial none = (x, y, z, fluid) -> -1;
        int carved = 0;
        for (int cx = -181262; cx <= -181254; cx += 2) {
            for (int cz = -2203; cz <= -2197; cz += 3) {
                w.generate(cx, cz, ChunkStep.SURFACE, surface);
                ProtoChunk a = copy(surface), r = copy(surface);
                step.apply(a, w.noiseChunk().aquifer(), none);
                direct.begin(r, w.noiseChunk().aquifer(), none);
                w.noiseChunk().aquifer().computeSubstance(cx << 4, r.minY(), cz << 4, 1.0);
                for (int dx = -8; dx <= 8; dx++) {
                    for (int dz = -8; dz <= 8; dz++) {
                        random.setLargeFeatureSeed(13579L, cx + dx, cz + dz);
                        if (always.isStartChunk(random)) referenceCarve(always, direct, random, cx + dx, cz + dz);
                    }
                }
                String where = "chunk " + cx + " " + cz;
                assertArrayEquals(direct.mask().toLongArray(), planned.mask().toLongArray(), where + ": carving mask");
                assertArrayEquals(r.blocks(), a.blocks(), where + ": blocks");
                assertArrayEquals(r.worldSurfaceWg(), a.worldSurfaceWg(), where + ": heightmap");
                if (planned.mask().toLongArray().length > 0) carved++;
            }
        }
        assertTrue(carved > 10, "carved " + carved);
    }
}
