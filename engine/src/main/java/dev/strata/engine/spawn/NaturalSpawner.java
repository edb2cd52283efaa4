package dev.strata.engine.spawn;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.random.WorldgenRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * The {@code spawn} chunk step: the creatures a chunk gets when it is generated (game 26.1, unchanged in 26.2:
 * {@code ChunkStatusTasks.generateSpawn} → {@code NoiseBasedChunkGenerator.spawnOriginalMobs} →
 * {@code NaturalSpawner.spawnMobsForChunkGeneration}).
 *
 * <p>The rules, in the game's order:
 * <ol>
 *   <li>Nothing when the noise settings say {@code disable_mob_generation} or the game rule {@code spawn_mobs} is
 *       off. The biome is the region's at the chunk's minimum block corner at the top y ({@code getMaxY}); its
 *       {@code creature} spawners ({@link BiomeCreatureSpawns}) decide everything; an empty list draws nothing.</li>
 *   <li>The random: {@code WorldgenRandom(LegacyRandomSource)} seeded by {@code setDecorationSeed(seed, minBlockX,
 *       minBlockZ)}. While {@code nextFloat() < creature_spawn_probability}: a weighted pick ({@code
 *       nextInt(totalWeight)}), a group size {@code min + nextInt(1 + max - min)}, a start column {@code x = minX +
 *       nextInt(16)}, {@code z = minZ + nextInt(16)}.</li>
 *   <li>Per group member, up to 4 attempts: the top non-colliding position ({@code getHeight(heightmap, x, z)}; in a
 *       dimension with a ceiling, down to the first air, then down to the first non-air; then the placement's
 *       adjustment), the placement check ({@link SpawnPlacementType#isSpawnPositionOk}); the feet at
 *       {@code fx = clamp(x, minX + width, minX + 16 - width)} (likewise z: block coordinates, not centres); the
 *       spawn box free of block collision ({@link #noCollision}); the type's spawn rule ({@link SpawnRules}); then a
 *       yaw draw {@code nextFloat() * 360}; then the mob's own {@code checkSpawnRules} (walk target value {@code >= 0})
 *       and {@code checkSpawnObstruction} (no fluid in its box; entities never obstruct in a generation region);
 *       then {@code finalizeSpawn} ({@link MobFinalizer}). After each attempt, successful or not except when the
 *       box or the rule failed (the game {@code continue}s there without moving), the column moves by {@code
 *       nextInt(5) - nextInt(5)} on x then z, redrawn around the start column until inside the chunk.</li>
 * </ol>
 * The light the rules read is the chunk's computed light ({@link SpawnLight}): the game runs this step after
 * {@code light}. Not thread-safe per instance; one per worker.
 */
public final class NaturalSpawner {
    private final SpawnBlocks blocks;
    private final SpawnRules rules;
    private final BlockStates.BlockTag preventInside;
    private final IntFunction<BiomeCreatureSpawns> spawnsByBiome;
    private final boolean hasCeiling;

    /**
     * @param blocks block rules
     * @param rules the types' spawn rules (biome tags, sea level, ambient light)
     * @param spawnsByBiome a biome id's creature spawners
     * @param hasCeiling the dimension type's {@code has_ceiling} (the nether)
     */
    public NaturalSpawner(SpawnBlocks blocks, SpawnRules rules, IntFunction<BiomeCreatureSpawns> spawnsByBiome, boolean hasCeiling) {
        this.blocks = blocks;
        this.rules = rules;
        this.preventInside = blocks.states().tag("minecraft:prevent_mob_spawning_inside");
        this.spawnsByBiome = spawnsByBiome;
        this.hasCeiling = hasCeiling;
    }

    /**
     * Game: {@code spawnOriginalMobs} for the region's centre chunk: seeds the random and spawns; each mob is also
     * added to the centre chunk ({@link WorldGenLevel#addFreshEntity}).
     *
     * @param level the 3 x 3 region around the chunk, decorated
     * @param light the centre chunk's light
     * @param finalizer the finalizer of this chunk ({@link MobFinalizer#forChunk})
     * @param disableMobGeneration the noise settings' {@code disable_mob_generation}
     * @param spawnMobs the game rule {@code spawn_mobs} (default true)
     * @return the mobs in spawn order
     */
    public List<SpawnedMob> spawnOriginalMobs(WorldGenLevel level, SpawnLight light, MobFinalizer finalizer,
                                              boolean disableMobGeneration, boolean spawnMobs) {
        if (disableMobGeneration) return List.of();
        int minX = level.centerChunkX() << 4, minZ = level.centerChunkZ() << 4;
        int biome = level.getBiome(minX, level.getMaxYExclusive() - 1, minZ);
        WorldgenRandom random = new WorldgenRandom(new LegacyRandom(0L));
        random.setDecorationSeed(level.getSeed(), minX, minZ);
        List<SpawnedMob> out = spawnMobsForChunkGeneration(level, light, spawnsByBiome.apply(biome), random, finalizer, spawnMobs);
        for (SpawnedMob m : out) level.addFreshEntity((int) Math.floor(m.x()), (int) Math.floor(m.z()), m.nbt());
        return out;
    }

    /** Game: {@code NaturalSpawner.spawnMobsForChunkGeneration}. */
    public List<SpawnedMob> spawnMobsForChunkGeneration(WorldGenLevel level, SpawnLight light, BiomeCreatureSpawns spawns,
                                                        RandomSource random, MobFinalizer finalizer, boolean spawnMobs) {
        List<SpawnedMob> out = new ArrayList<>();
        if (spawns.spawners().isEmpty() || !spawnMobs) return out;
        int xo = level.centerChunkX() << 4, zo = level.centerChunkZ() << 4;
        while (random.nextFloat() < spawns.probability()) {
            BiomeCreatureSpawns.Spawner data = spawns.pick(random);
            if (data == null) continue;
            SpawnEntityType type = data.type();
            int count = data.minCount() + random.nextInt(1 + data.maxCount() - data.minCount());
            MobFinalizer.Group group = finalizer.newGroup();
            int x = xo + random.nextInt(16);
            int z = zo + random.nextInt(16);
            int startX = x, startZ = z;
            for (int i = 0; i < count; i++) {
                boolean success = false;
                for (int attempts = 0; !success && attempts < 4; attempts++) {
                    int y = topNonCollidingY(level, type, x, z);
                    if (type.placement().isSpawnPositionOk(level, blocks, x, y, z, type, preventInside)) {
                        float width = type.width();
                        double fx = clamp(x, (double) xo + (double) width, (double) xo + 16.0 - (double) width);
                        double fz = clamp(z, (double) zo + (double) width, (double) zo + 16.0 - (double) width);
                        int bx = (int) Math.floor(fx), bz = (int) Math.floor(fz);
                        if (!noCollision(level, type.spawnBox(fx, y, fz)) || !rules.checkSpawnRules(type, level, light, bx, y, bz)) {
                            continue; // the game's `continue`: the column does not move
                        }
                        float yaw = random.nextFloat() * 360.0f;
                        if (rules.walkTargetValue(type, level, light, bx, y, bz) >= 0.0f
                                && (type == SpawnEntityType.STRIDER || !containsAnyLiquid(level, type.spawnBox(fx, y, fz)))) {
                            out.add(finalizer.finalizeSpawn(level, type, fx, y, fz, yaw, group));
                            success = true;
                        }
                    }
                    x += random.nextInt(5) - random.nextInt(5);
                    z += random.nextInt(5) - random.nextInt(5);
                    while (x < xo || x >= xo + 16 || z < zo || z >= zo + 16) {
                        x = startX + random.nextInt(5) - random.nextInt(5);
                        z = startZ + random.nextInt(5) - random.nextInt(5);
                    }
                }
            }
        }
        return out;
    }

    private static double clamp(double v, double min, double max) {
        return v < min ? min : Math.min(v, max); // Mth.clamp(double)
    }

    /** Game: {@code NaturalSpawner.getTopNonCollidingPos}; returns the y. */
    int topNonCollidingY(WorldGenLevel level, SpawnEntityType type, int x, int z) {
        int y = level.getHeight(type.heightmap(), x, z);
        if (hasCeiling) {
            BlockStates s = blocks.states();
            do {
                y--;
            } while (!s.isAir(level.getBlockState(x, y, z)));
            do {
                y--;
            } while (s.isAir(level.getBlockState(x, y, z)) && y > level.getMinY());
        }
        return type.placement().adjustSpawnY(level, blocks, x, y, z);
    }

    /**
     * Game: {@code CollisionGetter.noCollision(AABB)} over block shapes ({@code BlockCollisions}): the cells from one
     * below the box's floor (less 1e-7) to one above its ceiling; a cell on one outer face counts only for a block
     * whose shape leaves the unit cube, on two faces only for a moving piston, on three never; a full block collides
     * when the boxes overlap strictly, another shape when one of its boxes does. Entities never collide here (a
     * generation region has none) and the box is inside the world border.
     *
     * @param box {minX, minY, minZ, maxX, maxY, maxZ}
     */
    boolean noCollision(WorldGenLevel level, double[] box) {
        int x0 = floor(box[0] - 1.0E-7) - 1, x1 = floor(box[3] + 1.0E-7) + 1;
        int y0 = floor(box[1] - 1.0E-7) - 1, y1 = floor(box[4] + 1.0E-7) + 1;
        int z0 = floor(box[2] - 1.0E-7) - 1, z1 = floor(box[5] + 1.0E-7) + 1;
        CollisionShapes shapes = blocks.shapes();
        int movingPiston = blocks.states().blockIndex("minecraft:moving_piston");
        for (int y = y0; y <= y1; y++) {
            for (int z = z0; z <= z1; z++) {
                for (int x = x0; x <= x1; x++) {
                    int faces = (x == x0 || x == x1 ? 1 : 0) + (y == y0 || y == y1 ? 1 : 0) + (z == z0 || z == z1 ? 1 : 0);
                    if (faces == 3) continue;
                    int state = level.getBlockState(x, y, z);
                    if (faces == 1 && !shapes.hasLargeShape(state)) continue;
                    if (faces == 2 && blocks.states().registry().blockIndex(state) != movingPiston) continue;
                    for (double[] b : shapes.boxes(state)) {
                        if (box[0] < x + b[3] && box[3] > x + b[0] && box[1] < y + b[4] && box[4] > y + b[1]
                                && box[2] < z + b[5] && box[5] > z + b[2]) {
                            return false;
                        }
                    }
                }
            }
        }
        return true;
    }

    /** Game: {@code LevelReader.containsAnyLiquid(AABB)}: any fluid in the cells {@code floor(min) .. ceil(max) - 1}. */
    boolean containsAnyLiquid(WorldGenLevel level, double[] box) {
        int x0 = floor(box[0]), x1 = ceil(box[3]);
        int y0 = floor(box[1]), y1 = ceil(box[4]);
        int z0 = floor(box[2]), z1 = ceil(box[5]);
        for (int x = x0; x < x1; x++) {
            for (int y = y0; y < y1; y++) {
                for (int z = z0; z < z1; z++) {
                    if (blocks.states().hasFluid(level.getBlockState(x, y, z))) return true;
                }
            }
        }
        return false;
    }

    private static int floor(double v) {
        return (int) Math.floor(v);
    }

    private static int ceil(double v) {
        return (int) Math.ceil(v);
    }
}
