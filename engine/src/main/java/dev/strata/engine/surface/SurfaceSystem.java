package dev.strata.engine.surface;

import dev.strata.engine.levelgen.BlockFlags;
import dev.strata.engine.levelgen.Heightmap;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.levelgen.NoiseChunk;
import dev.strata.engine.levelgen.NoiseGeneratorSettings;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.levelgen.RandomState;
import dev.strata.engine.noise.NormalNoise;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.PositionalRandomFactory;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.random.XoroshiroRandom;
import dev.strata.regionio.block.BlockStateRegistry;
import java.util.function.ToIntFunction;

/**
 * The surface step (game: {@code SurfaceSystem.buildSurface} with {@code SurfaceRules}), bit for bit as 26.2: for
 * each column of a chunk that has been through the noise step, eroded-badlands pillars, then a scan from the
 * {@code WORLD_SURFACE_WG} height down to min y that tracks the stone depth above (blocks of stone since the last
 * air), the stone depth below (to the next non-stone block) and the water height, replacing every default block
 * (stone, netherrack, end stone) by what the dimension's surface rule gives; then frozen-ocean icebergs.
 *
 * <p>Sources of each part: the rule language and its lazy context are {@code SurfaceRules} (see
 * {@link SurfaceRuleEvaluator}); bedrock floor/roof, deepslate, grass, sand, terracotta, snow... all come from the
 * data pack's {@code surface_rule}; the column depth is {@code (int)(surface(x, 0, z) * 2.75 + 3 + r * 0.25)} with
 * {@code r = root.at(x, 0, z).nextDouble()}; badlands bands, pillars and icebergs are {@code SurfaceSystem} code with
 * the {@code clay_bands_offset}, {@code badlands_*} and {@code iceberg_*} noises. Block writes keep the chunk's
 * {@code WORLD_SURFACE_WG} and {@code OCEAN_FLOOR_WG} heightmaps up to date as the game's {@code ProtoChunk} does
 * (later columns' {@code steep} tests see earlier columns' pillars and icebergs).
 *
 * <p>Packs read without the vanilla data (see {@code VanillaFacts}) may lack the {@code minecraft:} noises above,
 * which the game always has. Each is then required only where it is used: {@code surface} if the rule reads the
 * surface depth ({@code y_above}/{@code water} with a surface depth multiplier, {@code stone_depth} with
 * {@code add_surface_depth}, {@code hole}, {@code above_preliminary_surface}) or an iceberg is built,
 * {@code surface_secondary} for a {@code secondary_depth_range}, {@code clay_bands_offset} for {@code bandlands}, the
 * badlands and iceberg noises at the first eroded-badlands or frozen-ocean column. The pack's own noise files are
 * always used when present, and a needed one that is missing fails naming its file. Without the surface noise the
 * column depth is not computed (nothing reads it), so output is the game's as long as the rule does not need it.
 *
 * <p>Built once per worker from the settings and the seeded {@link RandomState}; not thread-safe.
 */
public final class SurfaceSystem {
    private static final int WAY_BELOW_MIN_Y = -2032 << 4;
    private static final int F_AIR = BlockFlags.AIR, F_FLUID = BlockFlags.FLUID, F_WATER = BlockFlags.WATER, F_MOTION = BlockFlags.MOTION;

    private final NoiseGeneratorSettings settings;
    private final int defaultBlock;
    private final int seaLevel;
    private final boolean legacy;
    private final PositionalRandomFactory noiseRandom;
    private final RandomState randomState;
    private final NormalNoise surfaceNoise; // null: the pack lacks it and the rule does not read the surface depth
    // Created at first use (a pack without the vanilla data may lack them and never need them).
    private NormalNoise badlandsPillarNoise, badlandsPillarRoofNoise, badlandsSurfaceNoise;
    private NormalNoise icebergPillarNoise, icebergPillarRoofNoise, icebergSurfaceNoise;
    private final ClayBands bands;
    private final BiomeTemperature temperatures;
    private final int erodedBadlands, frozenOcean, deepFrozenOcean;
    private final int packedIce, snowBlock;
    private final byte[] flags;
    private final SurfaceRuleEvaluator rules;

    /**
     * @param settings the dimension's noise settings ({@code surface_rule}, default block, sea level, extent)
     * @param randomState the same seeded state the noise step used
     * @param biomeId biome identifier (e.g. {@code minecraft:plains}) to biome id; negative if unknown
     * @param temperatures biome temperatures by biome id (for {@code temperature} and icebergs)
     * @throws dev.strata.engine.data.DataPackException naming file and JSON path if the surface rule is malformed
     */
    public SurfaceSystem(NoiseGeneratorSettings settings, RandomState randomState, ToIntFunction<String> biomeId,
            BiomeTemperature temperatures) {
        this(settings, randomState, biomeId, temperatures, SurfaceRuleParser.parseRule(settings.surfaceRule()));
    }

    /** As above with an already parsed rule tree (shared between workers: it is immutable). */
    public SurfaceSystem(NoiseGeneratorSettings settings, RandomState randomState, ToIntFunction<String> biomeId,
            BiomeTemperature temperatures, SurfaceRuleDef.Rule rule) {
        this.settings = settings;
        this.defaultBlock = settings.defaultBlock();
        this.seaLevel = settings.seaLevel();
        this.legacy = settings.legacyRandomSource();
        this.temperatures = temperatures;
        // The game's RandomState.random: the root positional factory of the dimension's seed.
        RandomSource seedRandom = legacy ? new LegacyRandom(randomState.seed()) : new XoroshiroRandom(randomState.seed());
        this.noiseRandom = seedRandom.forkPositional();
        BlockStateRegistry registry = BlockStateRegistry.vanilla();
        this.randomState = randomState;
        boolean[] uses = new boolean[3]; // surface depth, secondary depth, bandlands
        scan(rule, uses);
        this.bands = new ClayBands(ClayBands.generate(noiseRandom.fromHashOf("minecraft:clay_bands"), registry),
                optionalNoise(randomState, "clay_bands_offset", uses[2]));
        this.surfaceNoise = optionalNoise(randomState, "surface", uses[0]);
        NormalNoise secondary = optionalNoise(randomState, "surface_secondary", uses[1]);
        this.erodedBadlands = biomeId.applyAsInt("minecraft:eroded_badlands");
        this.frozenOcean = biomeId.applyAsInt("minecraft:frozen_ocean");
        this.deepFrozenOcean = biomeId.applyAsInt("minecraft:deep_frozen_ocean");
        this.packedIce = registry.defaultState("minecraft:packed_ice");
        this.snowBlock = registry.defaultState("minecraft:snow_block");
        this.flags = BlockFlags.table();
        int minGenY = settings.noise().minY();
        int genDepth = settings.noise().height();
        this.rules = new SurfaceRuleEvaluator(rule, randomState, noiseRandom, biomeId, temperatures, minGenY, genDepth,
                seaLevel, bands, secondary);
    }

    private static NormalNoise noise(RandomState state, String path) {
        return state.noise(new ResourceId("minecraft", path));
    }

    /** The noise if the pack has it or {@code needed} (then a missing one fails naming its file), else null. */
    private static NormalNoise optionalNoise(RandomState state, String path, boolean needed) {
        ResourceId id = new ResourceId("minecraft", path);
        return needed || state.hasNoise(id) ? state.noise(id) : null;
    }

    /** Marks in {@code uses} whether the rule reads the surface depth [0], the secondary noise [1], clay bands [2]. */
    private static void scan(SurfaceRuleDef.Rule rule, boolean[] uses) {
        if (rule instanceof SurfaceRuleDef.Sequence s) {
            for (SurfaceRuleDef.Rule r : s.sequence()) scan(r, uses);
        } else if (rule instanceof SurfaceRuleDef.Conditional c) {
            scan(c.ifTrue(), uses);
            scan(c.thenRun(), uses);
        } else if (rule instanceof SurfaceRuleDef.Bandlands) {
            uses[2] = true;
        }
    }

    private static void scan(SurfaceRuleDef.Condition c, boolean[] uses) {
        if (c instanceof SurfaceRuleDef.Not n) {
            scan(n.invert(), uses);
        } else if (c instanceof SurfaceRuleDef.YAbove y) {
            if (y.surfaceDepthMultiplier() != 0) uses[0] = true;
        } else if (c instanceof SurfaceRuleDef.Water w) {
            if (w.surfaceDepthMultiplier() != 0) uses[0] = true;
        } else if (c instanceof SurfaceRuleDef.StoneDepth d) {
            if (d.addSurfaceDepth()) uses[0] = true;
            if (d.secondaryDepthRange() != 0) uses[1] = true;
        } else if (c instanceof SurfaceRuleDef.Hole || c instanceof SurfaceRuleDef.AbovePreliminarySurface) {
            uses[0] = true;
        }
    }

    /** The clay bands of this seed. */
    public ClayBands bands() {
        return bands;
    }

    /**
     * The surface depth of a column, in blocks (game: {@code SurfaceSystem.getSurfaceDepth}):
     * {@code (int)(surface(x, 0, z) * 2.75 + 3.0 + root.at(x, 0, z).nextDouble() * 0.25)}.
     */
    public int surfaceDepth(int blockX, int blockZ) {
        if (surfaceNoise == null) return 0; // the rule does not read it (see the class comment)
        double n = surfaceNoise.getValue(blockX, 0.0, blockZ);
        return (int) (n * 2.75 + 3.0 + noiseRandom.at(blockX, 0, blockZ).nextDouble() * 0.25);
    }

    /**
     * Builds the surface of a chunk fresh from the noise step and sets its status to {@code minecraft:surface}.
     *
     * @param chunk the chunk, mutated in place (blocks and both world-generation heightmaps)
     * @param noiseChunk the noise chunk that filled it (its preliminary surface level is read)
     * @param biomes the zoomed biomes around the chunk
     */
    public void buildSurface(ProtoChunk chunk, NoiseChunk noiseChunk, SurfaceBiomes biomes) {
        // The chunk has the dimension's extent (the nether's is 256 blocks, its noise 128): the column walk uses the
        // chunk's range, the rules' vertical anchors the generator's (game: WorldGenerationContext).
        if (chunk.minY() > settings.noise().minY()
                || chunk.minY() + chunk.height() < settings.noise().minY() + settings.noise().height()) {
            throw new IllegalArgumentException("proto chunk extent " + chunk.minY() + "+" + chunk.height()
                    + " does not contain the noise settings' " + settings.noise().minY() + "+" + settings.noise().height());
        }
        int[] blocks = chunk.blocks();
        int[] surface = chunk.worldSurfaceWg();
        int[] oceanFloor = chunk.oceanFloorWg();
        int minY = chunk.minY();
        int maxY = minY + chunk.height(); // exclusive
        int minBlockX = chunk.chunkX() << 4;
        int minBlockZ = chunk.chunkZ() << 4;
        SurfaceRuleEvaluator ctx = rules;
        ctx.beginChunk(chunk, noiseChunk, biomes);
        byte[] fl = flags;
        int def = defaultBlock;
        for (int x = 0; x < 16; x++) {
            for (int z = 0; z < 16; z++) {
                int col = (z << 4) | x;
                int blockX = minBlockX + x;
                int blockZ = minBlockZ + z;
                int startingHeight = surface[col];
                int surfaceBiome = biomes.biomeAt(blockX, legacy ? 0 : startingHeight, blockZ);
                if (erodedBadlands >= 0 && surfaceBiome == erodedBadlands) erodedBadlandsExtension(chunk, x, z, blockX, blockZ, startingHeight);
                int height = surface[col];
                ctx.updateXZ(blockX, blockZ, surfaceDepth(blockX, blockZ));
                int stoneAbove = 0;
                int waterHeight = Integer.MIN_VALUE;
                int nextCeilingStoneY = Integer.MAX_VALUE;
                // The last evaluation's state holds down to reuseFloor (SurfaceRuleEvaluator.reuseFloor); a reused
                // evaluation that looked the biome up would have done so at every block: the evaluator defers such
                // lookups (only the last has an effect on later ones) and makes it before the next real lookup.
                int reuseFloor = Integer.MAX_VALUE, reuseState = SurfaceRuleEvaluator.NO_STATE;
                boolean reuseLooksUp = false, reuseRunBound = false;
                for (int y = height; y >= minY; y--) {
                    int old = y < maxY ? blocks[((y - minY) << 8) | col] : 0;
                    int f = fl[old];
                    if ((f & F_AIR) != 0) {
                        stoneAbove = 0;
                        waterHeight = Integer.MIN_VALUE;
                        if (reuseRunBound) reuseFloor = Integer.MAX_VALUE; // the run of solid blocks ends
                        continue;
                    }
                    if ((f & F_FLUID) != 0) {
                        if (waterHeight == Integer.MIN_VALUE) waterHeight = y + 1;
                        if (reuseRunBound) reuseFloor = Integer.MAX_VALUE;
                        continue;
                    }
                    if (nextCeilingStoneY >= y) {
                        nextCeilingStoneY = WAY_BELOW_MIN_Y;
                        for (int la = y - 1; la >= minY - 1; la--) {
                            int s = la >= minY ? blocks[((la - minY) << 8) | col] : 0; // below min y: void air
                            if ((fl[s] & (F_AIR | F_FLUID)) != 0) {
                                nextCeilingStoneY = la + 1;
                                break;
                            }
                        }
                    }
                    stoneAbove++;
                    if (old == def) {
                        int state;
                        if (y >= reuseFloor && y <= Math.min(surface[col], oceanFloor[col]) - 2) {
                            // A run of default blocks inside the floor, below both heightmaps' tops: the same state
                            // for each (the run is solid, so the ceiling bookkeeping would change nothing).
                            int limit = Math.max(reuseFloor, minY);
                            int i = ((y - minY) << 8) | col;
                            int yy = y;
                            while (true) {
                                if (reuseState != SurfaceRuleEvaluator.NO_STATE) blocks[i] = reuseState;
                                if (yy == limit || blocks[i - 256] != def) break;
                                yy--;
                                i -= 256;
                            }
                            stoneAbove += y - yy;
                            if (reuseLooksUp) ctx.deferLookup(yy);
                            y = yy;
                            continue;
                        }
                        if (y >= reuseFloor) {
                            state = reuseState;
                            if (reuseLooksUp) ctx.deferLookup(y);
                        } else {
                            // the game moves the context to every solid block; only the rules read it, so here
                            // it moves to the blocks whose rules are evaluated
                            ctx.updateY(stoneAbove, y - nextCeilingStoneY + 1, waterHeight, y);
                            state = ctx.tryApply();
                            int floor = ctx.reuseFloor();
                            reuseFloor = floor < y ? floor : Integer.MAX_VALUE;
                            reuseState = state;
                            reuseLooksUp = ctx.lookedUp();
                            reuseRunBound = ctx.runBound();
                        }
                        if (state != SurfaceRuleEvaluator.NO_STATE) {
                            if (y <= surface[col] - 2 && y <= oceanFloor[col] - 2) {
                                blocks[((y - minY) << 8) | col] = state; // below both heightmaps' tops: they stay
                            } else {
                                setBlock(chunk, x, y, z, state);
                            }
                        }
                    }
                }
                ctx.flushLookups();
                if (surfaceBiome >= 0 && (surfaceBiome == frozenOcean || surfaceBiome == deepFrozenOcean)) {
                    frozenOceanExtension(chunk, ctx.minSurfaceLevel(), surfaceBiome, x, z, blockX, blockZ, startingHeight);
                }
            }
        }
        chunk.setStatus(ProtoChunk.STATUS_SURFACE);
    }

    /**
     * What the surface rules give one block with stone depth 1 above and below (game:
     * {@code SurfaceSystem.topMaterial}, which the carvers step asks for the dirt under carved grass or mycelium):
     * a fresh evaluation at (x, y, z) of {@code chunk} with water height {@code y + 1} if {@code underFluid}, else
     * none; {@code biomes} answers the biome lookups. Leaves the heightmaps and blocks alone.
     *
     * @return the state, or {@link SurfaceRuleEvaluator#NO_STATE}
     */
    public int topMaterial(ProtoChunk chunk, NoiseChunk noiseChunk, SurfaceBiomes biomes, int blockX, int blockY, int blockZ,
            boolean underFluid) {
        SurfaceRuleEvaluator ctx = rules;
        ctx.beginChunk(chunk, noiseChunk, biomes);
        ctx.updateXZ(blockX, blockZ, surfaceDepth(blockX, blockZ));
        ctx.updateY(1, 1, underFluid ? blockY + 1 : Integer.MIN_VALUE, blockY);
        int state = ctx.tryApply();
        ctx.flushLookups();
        return state;
    }

    /** The state at local x, z and absolute y; air outside the chunk's extent (the game's void air). */
    private static int get(ProtoChunk chunk, int x, int y, int z) {
        int ly = y - chunk.minY();
        if (ly < 0 || ly >= chunk.height()) return 0;
        return chunk.blocks()[(ly << 8) | (z << 4) | x];
    }

    /**
     * Writes a block inside the build height and updates both world-generation heightmaps as the game's
     * {@code Heightmap.update} does (only the column's top can change).
     */
    private void setBlock(ProtoChunk chunk, int x, int y, int z, int state) {
        int minY = chunk.minY();
        int ly = y - minY;
        if (ly < 0 || ly >= chunk.height()) return;
        int[] blocks = chunk.blocks();
        int col = (z << 4) | x;
        blocks[(ly << 8) | col] = state;
        Heightmap.update(chunk.worldSurfaceWg(), blocks, flags, col, y, minY, (flags[state] & F_AIR) == 0, F_AIR, true);
        Heightmap.update(chunk.oceanFloorWg(), blocks, flags, col, y, minY, (flags[state] & F_MOTION) != 0, F_MOTION, false);
    }

    /** Eroded badlands pillars (game: {@code erodedBadlandsExtension}). */
    private void erodedBadlandsExtension(ProtoChunk chunk, int x, int z, int blockX, int blockZ, int height) {
        if (badlandsSurfaceNoise == null) {
            badlandsPillarNoise = noise(randomState, "badlands_pillar");
            badlandsPillarRoofNoise = noise(randomState, "badlands_pillar_roof");
            badlandsSurfaceNoise = noise(randomState, "badlands_surface");
        }
        double pillarBuffer = Math.min(Math.abs(badlandsSurfaceNoise.getValue(blockX, 0.0, blockZ) * 8.25),
                badlandsPillarNoise.getValue((double) blockX * 0.2, 0.0, (double) blockZ * 0.2) * 15.0);
        if (pillarBuffer <= 0.0) return;
        double pillarFloor = Math.abs(badlandsPillarRoofNoise.getValue((double) blockX * 0.75, 0.0, (double) blockZ * 0.75) * 1.5);
        double extensionTop = 64.0 + Math.min(pillarBuffer * pillarBuffer * 2.5, Math.ceil(pillarFloor * 50.0) + 24.0);
        int startY = (int) Math.floor(extensionTop);
        if (height > startY) return;
        int minY = chunk.minY();
        for (int y = startY; y >= minY; y--) {
            int s = get(chunk, x, y, z);
            if (s == defaultBlock) break; // the default blocks (stone, ...) have a single state
            if ((flags[s] & F_WATER) != 0) return;
        }
        for (int y = startY; y >= minY && (flags[get(chunk, x, y, z)] & F_AIR) != 0; y--) setBlock(chunk, x, y, z, defaultBlock);
    }

    /** Frozen-ocean icebergs of packed ice with a snow cap (game: {@code frozenOceanExtension}). */
    private void frozenOceanExtension(ProtoChunk chunk, int minSurfaceLevel, int biome, int x, int z, int blockX, int blockZ, int height) {
        if (icebergSurfaceNoise == null) {
            if (surfaceNoise == null) noise(randomState, "surface"); // the minimum level needs it: fails naming the file
            icebergPillarNoise = noise(randomState, "iceberg_pillar");
            icebergPillarRoofNoise = noise(randomState, "iceberg_pillar_roof");
            icebergSurfaceNoise = noise(randomState, "iceberg_surface");
        }
        double iceberg = Math.min(Math.abs(icebergSurfaceNoise.getValue(blockX, 0.0, blockZ) * 8.25),
                icebergPillarNoise.getValue((double) blockX * 1.28, 0.0, (double) blockZ * 1.28) * 15.0);
        if (iceberg <= 1.8) return;
        double roof = Math.abs(icebergPillarRoofNoise.getValue((double) blockX * 1.17, 0.0, (double) blockZ * 1.17) * 1.5);
        double top = Math.min(iceberg * iceberg * 1.2, Math.ceil(roof * 40.0) + 14.0);
        if (temperatures.shouldMeltFrozenOceanIcebergSlightly(biome, blockX, blockZ, seaLevel)) top -= 2.0;
        double bottom;
        if (top > 2.0) {
            bottom = (double) seaLevel - top - 7.0;
            top += seaLevel;
        } else {
            top = 0.0;
            bottom = 0.0;
        }
        int topY = (int) top;
        int bottomY = (int) bottom;
        RandomSource random = noiseRandom.at(blockX, 0, blockZ);
        int maxSnowDepth = 2 + random.nextInt(4);
        int minSnowHeight = seaLevel + 18 + random.nextInt(10);
        int snowDepth = 0;
        for (int y = Math.max(height, topY + 1); y >= minSurfaceLevel; y--) {
            int s = get(chunk, x, y, z);
            boolean place = ((flags[s] & F_AIR) != 0 && y < topY && random.nextDouble() > 0.01)
                    || ((flags[s] & F_WATER) != 0 && y > bottomY && y < seaLevel && bottom != 0.0 && random.nextDouble() > 0.15);
            if (!place) continue;
            if (snowDepth <= maxSnowDepth && y > minSnowHeight) {
                setBlock(chunk, x, y, z, snowBlock);
                snowDepth++;
            } else {
                setBlock(chunk, x, y, z, packedIce);
            }
        }
    }
}
