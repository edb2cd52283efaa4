package dev.strata.engine.levelgen;

import dev.strata.engine.density.DensityCompiler;
import dev.strata.engine.density.DensityFunction;
import dev.strata.engine.density.DensityFunctionDef.MarkerKind;
import dev.strata.regionio.block.BlockStateRegistry;
import java.util.ArrayList;
import java.util.List;

/**
 * One worker's noise-step generator (game: {@code NoiseChunk} together with
 * {@code NoiseBasedChunkGenerator.doFill}): fills a {@link ProtoChunk} with the default block, fluids, air and ore
 * veins, bit for bit as the game 26.2 does.
 *
 * <p>Built once per worker and reused for every chunk (setup → seed → fill): the router is compiled once with
 * this chunk's caches in place of the density markers; {@link #fill} then, per chunk, (1) fills the flat caches
 * at quart corners, (2) evaluates every {@code interpolated} argument on the cell-corner lattice into flat
 * {@code double[]}s, (3) walks the blocks in the game's order — x cells, z cells, y cells downwards, y in cell
 * downwards, x, z — interpolating (y, then x, then z) and asking the aquifer, then the ore veinifier, for the
 * state. Not thread-safe: one instance per worker thread.
 */
public final class NoiseChunk {
    private final NoiseGeneratorSettings settings;
    private final RandomState randomState;
    private final BlockStateRegistry registry;
    private final int cellWidth, cellHeight, cellsXZ, cellsY, cellMinY, minY, height;
    private final int chunkMinY, chunkHeight;
    private final NoiseRouter router;
    private final DensityFunction finalDensity;
    static final int CELL_MIXED = 0, CELL_SOLID = 1, CELL_OPEN = 2;
    /** Not counted in {@link #cellKinds}: a mixed cell at or below 0 throughout whose aquifer answer is one. */
    private static final int CELL_DECIDED_OPEN = 3;
    private final double[] boundsScratch = new double[2];
    /** Tests: false evaluates every block (the game's way), to compare with the cell decisions. */
    boolean cellDecisions = true;
    /** Cells filled so far by kind ({@link #CELL_MIXED}, {@link #CELL_SOLID}, {@link #CELL_OPEN}), for tests. */
    final long[] cellKinds = new long[3];
    /** Cells the beardifier reaches that were decided from bounds all the same (tests). */
    long beardCellsDecided;
    private final List<ChunkCacheNodes.FlatCache> flatCaches = new ArrayList<>();
    private final List<ChunkCacheNodes.Cache2D> caches2d = new ArrayList<>();
    private final List<ChunkCacheNodes.CacheOnce> cachesOnce = new ArrayList<>();
    private final List<ChunkCacheNodes.Interpolated> interpolatedList = new ArrayList<>();
    private final ChunkCacheNodes.Interpolated[] interpolated;
    private final FluidPicker fluidPicker;
    private final AquiferBlocks aquiferBlocks;
    private final OreVeinifier oreVeinifier;
    private final boolean[] blocksMotion;
    private final boolean[] isFluid;
    private final boolean[] isAir;
    /** The interpolation factors {@code (double) i / (double) cellHeight} and {@code i / cellWidth}, divided once. */
    private final double[] fractionsY, fractionsXZ;
    /** One lattice column of one node (corner values at y = (cellMinY + cy) * cellHeight), reused. */
    private final double[] latticeScratch;
    private final PreliminarySurface preliminarySurface = new PreliminarySurface();
    private final CornerColumnCache columns;

    /**
     * Whether a cache can make a value depend on which chunk is being filled (a flat_cache or cache_2d over a
     * y-dependent argument, never in vanilla); when false, preliminary surface levels stay memoized across chunks.
     */
    private boolean chunkDependentCaches;

    /** Lattice columns through {@link DensityFunction#fillColumn} (false: one {@code compute} per corner, for tests). */
    boolean batchedColumns = true;

    // Block-loop state read by the interpolated nodes.
    boolean interpolating;
    private Aquifer aquifer;
    int blockX, blockY, blockZ;
    int cellBase, strideX, strideZ;
    double ty, tx, tz;
    int cellStamp, yStamp, xStamp, zStamp;

    /**
     * @param settings the dimension's noise settings
     * @param randomState the seeded noises and random factories (shared, thread-safe)
     */
    public NoiseChunk(NoiseGeneratorSettings settings, RandomState randomState) {
        this(settings, randomState, settings.noise().minY(), settings.noise().height());
    }

    /**
     * A generator for chunks of the dimension's extent, which may differ from the noise settings' (the nether's
     * dimension is 256 blocks tall, its noise 128): like the game's {@code NoiseChunk.forChunk}, noise fills the
     * intersection of the two ranges and leaves the rest air.
     *
     * @param chunkMinY the dimension type's min_y (blocks)
     * @param chunkHeight the dimension type's height (blocks, multiple of 16)
     */
    public NoiseChunk(NoiseGeneratorSettings settings, RandomState randomState, int chunkMinY, int chunkHeight) {
        this.settings = settings;
        this.randomState = randomState;
        this.registry = BlockStateRegistry.vanilla();
        NoiseSettings noise = settings.noise();
        this.cellWidth = noise.cellWidth();
        this.cellHeight = noise.cellHeight();
        this.chunkMinY = chunkMinY;
        this.chunkHeight = chunkHeight;
        this.minY = Math.max(noise.minY(), chunkMinY);
        this.height = Math.max(0, Math.min(noise.minY() + noise.height(), chunkMinY + chunkHeight) - minY);
        this.cellsXZ = 16 / cellWidth;
        this.cellsY = Math.floorDiv(height, cellHeight);
        this.cellMinY = Math.floorDiv(minY, cellHeight);
        int corners = (cellsXZ + 1) * (cellsXZ + 1) * (cellsY + 1);
        DensityCompiler compiler = new DensityCompiler(randomState, new DensityCompiler.MarkerBinder() {
            @Override
            public DensityFunction bind(MarkerKind kind, DensityFunction argument) {
                return NoiseChunk.this.bind(kind, argument, corners);
            }

            @Override
            public DensityFunction bind(MarkerKind kind, DensityFunction argument, boolean argumentDependsOnY) {
                // flat_cache answers a grid value inside the chunk and the exact value outside; cache_2d the last
                // column's: over a y-dependent argument either makes values depend on the chunk being filled.
                if (argumentDependsOnY && (kind == MarkerKind.FLAT_CACHE || kind == MarkerKind.CACHE_2D)) chunkDependentCaches = true;
                return NoiseChunk.this.bind(kind, argument, corners);
            }

            @Override
            public DensityFunction columnInvariant(DensityFunction function) {
                // A y-independent noise under a y-dependent parent: lattice filling walks y innermost per column.
                var n = new ChunkCacheNodes.Cache2D(function);
                caches2d.add(n);
                return n;
            }
        });
        this.router = NoiseRouter.compile(settings.router(), compiler);
        this.finalDensity = router.finalDensity();
        this.interpolated = interpolatedList.toArray(new ChunkCacheNodes.Interpolated[0]);
        this.columns = new CornerColumnCache(interpolated.length * (cellsY + 1));
        this.latticeScratch = new double[cellsY + 1];
        this.fractionsY = new double[cellHeight];
        this.fractionsXZ = new double[cellWidth];
        for (int i = 0; i < cellHeight; i++) fractionsY[i] = (double) i / (double) cellHeight;
        for (int i = 0; i < cellWidth; i++) fractionsXZ[i] = (double) i / (double) cellWidth;
        this.aquiferBlocks = AquiferBlocks.vanilla(registry);
        this.fluidPicker = FluidPicker.standard(settings.seaLevel(), settings.defaultFluid(), aquiferBlocks.lava());
        this.oreVeinifier = settings.oreVeinsEnabled()
                ? OreVeinifier.create(router.veinToggle(), router.veinRidged(), router.veinGap(), randomState.oreRandom(), registry)
                : null;
        this.blocksMotion = new boolean[registry.stateCount()];
        this.isFluid = new boolean[registry.stateCount()];
        this.isAir = new boolean[registry.stateCount()];
        for (int s = 0; s < blocksMotion.length; s++) {
            blocksMotion[s] = registry.blocksMotion(s);
            isAir[s] = registry.isAir(s);
            String name = registry.blockName(s);
            // states whose fluid state is not empty; the noise step only ever places plain water and lava
            isFluid[s] = name.equals("minecraft:water") || name.equals("minecraft:lava");
        }
    }

    private DensityFunction bind(MarkerKind kind, DensityFunction argument, int corners) {
        switch (kind) {
            case INTERPOLATED: {
                var n = new ChunkCacheNodes.Interpolated(argument, this, corners);
                interpolatedList.add(n);
                return n;
            }
            case FLAT_CACHE: {
                var n = new ChunkCacheNodes.FlatCache(argument, 4);
                flatCaches.add(n);
                return n;
            }
            case CACHE_2D: {
                var n = new ChunkCacheNodes.Cache2D(argument);
                caches2d.add(n);
                return n;
            }
            default: {
                var n = new ChunkCacheNodes.CacheOnce(argument);
                cachesOnce.add(n);
                return n;
            }
        }
    }

    /** Whether a state is water or lava (tests). */
    boolean isFluidState(int state) {
        return isFluid[state];
    }

    /** Number of interpolated nodes (tests). */
    int interpolatedCount() {
        return interpolated.length;
    }

    /** The cell-corner lattice of interpolated node {@code i} for the last chunk filled (tests). */
    double[] lattice(int i) {
        return interpolated[i].lattice;
    }

    /**
     * The aquifer of the chunk last {@link #fill filled} (game: {@code NoiseChunk.aquifer()}, which the carvers step
     * asks for density 0 at carved blocks); its answers are pure functions of the position apart from
     * {@link Aquifer#shouldScheduleFluidUpdate}. Null before the first fill.
     */
    public Aquifer aquifer() {
        return aquifer;
    }

    /** The chunk-bound router (its caches are valid for the chunk being filled). */
    public NoiseRouter router() {
        return router;
    }

    /**
     * Generates the noise step of a chunk into {@code chunk}: its blocks are cleared first (a chunk at other
     * coordinates is reset entirely; at the same coordinates its biomes are kept), and computes its {@code OCEAN_FLOOR_WG} and {@code WORLD_SURFACE_WG} heightmaps.
     */
    public void fill(ProtoChunk chunk, int chunkX, int chunkZ) {
        fill(chunk, chunkX, chunkZ, Beardifier.EMPTY);
    }

    /**
     * {@link #fill} with the structures' terrain adaptation: {@code beardifier}'s contribution is added to the final
     * density of every block (game: {@code NoiseChunk}'s {@code add(finalDensity, beardifier)}, per block, after
     * interpolation). Cells the beardifier may reach are evaluated block by block; elsewhere the cell decisions stand.
     */
    public void fill(ProtoChunk chunk, int chunkX, int chunkZ, Beardifier beardifier) {
        if (chunk.minY() != chunkMinY || chunk.height() != chunkHeight) {
            throw new IllegalArgumentException("proto chunk extent " + chunk.minY() + "+" + chunk.height() + " does not match "
                    + chunkMinY + "+" + chunkHeight);
        }
        if (chunk.chunkX() != chunkX || chunk.chunkZ() != chunkZ) {
            chunk.reset(chunkX, chunkZ);
        } else {
            chunk.clearBlocks(); // keeps the biomes an earlier step filled
        }
        int chunkMinX = chunkX << 4;
        int chunkMinZ = chunkZ << 4;
        beginChunk(chunkMinX, chunkMinZ);
        aquifer = settings.aquifersEnabled()
                ? new NoiseBasedAquifer(new AquiferInputs(router.barrier(), router.fluidLevelFloodedness(), router.fluidLevelSpread(),
                        router.lava(), router.erosion(), router.depth(), preliminarySurface), chunkX, chunkZ, minY, height,
                        randomState.aquiferRandom(), fluidPicker, aquiferBlocks)
                : Aquifer.createDisabled(fluidPicker, aquiferBlocks.air());
        fillBlocks(chunk, chunkMinX, chunkMinZ, aquifer, beardifier);
        computeHeightmaps(chunk);
        chunk.worldgenHeightmapsAreExact();
        chunk.setStatus(ProtoChunk.STATUS_NOISE);
    }

    private void beginChunk(int chunkMinX, int chunkMinZ) {
        interpolating = false;
        for (var c : caches2d) c.reset();
        for (var c : cachesOnce) c.reset();
        // A quart column's preliminary surface level is a function of its position alone (the flat caches it reads
        // hold y-independent functions, whose grid value equals the direct one), so neighbouring chunks share them:
        // the aquifer asks for ~121 columns around each chunk. Cleared when chunk-dependent or large.
        if (chunkDependentCaches || preliminarySurface.size() >= 8192) preliminarySurface.clear();
        int firstQuartX = chunkMinX >> 2;
        int firstQuartZ = chunkMinZ >> 2;
        for (var f : flatCaches) f.fill(firstQuartX, firstQuartZ);
        int cz1 = cellsXZ + 1;
        for (int cx = 0; cx < cz1; cx++) {
            for (int cz = 0; cz < cz1; cz++) latticeColumn(chunkMinX, chunkMinZ, cx, cz);
        }
    }

    /**
     * Puts the interpolated arguments' values on corner column (cx, cz) of the chunk's cell lattice (cx, cz in
     * 0..cellsXZ; block x = chunkMinX + cx * cellWidth) into the lattices, from the corner column cache if there.
     */
    private void latticeColumn(int chunkMinX, int chunkMinZ, int cx, int cz) {
        int cy1 = cellsY + 1;
        int x = chunkMinX + cx * cellWidth;
        int z = chunkMinZ + cz * cellWidth;
        int offset = (cx * (cellsXZ + 1) + cz) * cy1;
        ChunkCacheNodes.Interpolated[] interps = interpolated;
        if (columns.load(x, z, interps, offset, cy1)) return;
        double[] column = latticeScratch;
        for (var n : interps) {
            if (batchedColumns) {
                // the column (x, z) at y = (cellMinY + cy) * cellHeight, cy = 0..cellsY, batched per node
                n.argument.fillColumn(x, z, cellMinY * cellHeight, cellHeight, cy1, column);
                System.arraycopy(column, 0, n.lattice, offset, cy1);
            } else {
                for (int cy = 0; cy < cy1; cy++) {
                    n.lattice[offset + cy] = n.argument.compute(x, (cellMinY + cy) * cellHeight, z);
                }
            }
        }
        columns.store(x, z, interps, offset, cy1);
    }

    private void fillBlocks(ProtoChunk chunk, int chunkMinX, int chunkMinZ, Aquifer aquifer, Beardifier beard) {
        int[] blocks = chunk.blocks();
        int defaultBlock = settings.defaultBlock();
        int air = aquiferBlocks.air();
        int cy1 = cellsY + 1;
        strideZ = cy1;
        strideX = (cellsXZ + 1) * cy1;
        OreVeinifier ore = oreVeinifier;
        DensityFunction density = finalDensity;
        int densityFreeFrom = aquifer.densityFreeFromY();
        int openAirFrom = Math.max(densityFreeFrom, aquifer.nonSolidAirFromY());
        boolean anyBeard = !beard.isEmpty();
        if (anyBeard && beardTerms.length < beard.termCapacity()) {
            beardTerms = new int[beard.termCapacity()];
            beardColumn = new int[beard.termCapacity()];
        }
        if (anyBeard && beardSums.length < cellWidth * cellWidth * cellHeight) beardSums = new double[cellWidth * cellWidth * cellHeight];
        interpolating = true;
        try {
            for (int cellX = 0; cellX < cellsXZ; cellX++) {
                for (int cellZ = 0; cellZ < cellsXZ; cellZ++) {
                    int beardCandidates = 0;
                    if (anyBeard) {
                        int bx = chunkMinX + cellX * cellWidth, bz = chunkMinZ + cellZ * cellWidth;
                        beardCandidates = beard.columnCandidates(bx, bz, bx + cellWidth - 1, bz + cellWidth - 1, beardColumn);
                    }
                    for (int cellY = cellsY - 1; cellY >= 0; cellY--) {
                        cellBase = cellX * strideX + cellZ * strideZ + cellY;
                        cellStamp++;
                        int cellMinBlockY = (cellMinY + cellY) * cellHeight;
                        // the beardifier's contribution is per block, not interpolated; cells it cannot reach skip it
                        boolean beardCell = beardCandidates > 0 && beard.affects(chunkMinX + cellX * cellWidth, cellMinBlockY, chunkMinZ + cellZ * cellWidth,
                                chunkMinX + cellX * cellWidth + cellWidth - 1, cellMinBlockY + cellHeight - 1, chunkMinZ + cellZ * cellWidth + cellWidth - 1);
                        // Where the final density's bounds over the cell decide the outcome by their sign, no block
                        // of the cell needs its value: solid (> 0 everywhere: the aquifer would answer "solid"),
                        // or open (<= 0 everywhere, and high enough that the aquifer reads no more than the sign).
                        // Near structures the sum density + beardifier decides, bounded by the density's bounds plus
                        // the beardifier's over the cell (rounding is monotone, so bounds of the terms bound the sum
                        // as computed); its blocks then sum only the structure terms that reach the cell.
                        int kind = CELL_MIXED;
                        boolean nonPositive = false; // mixed, but density <= 0 throughout (too deep for CELL_OPEN)
                        double lo = 0.0, hi = 0.0;
                        int beardTermCount = 0;
                        if (beardCell) {
                            int bx = chunkMinX + cellX * cellWidth, bz = chunkMinZ + cellZ * cellWidth;
                            beardTermCount = beard.cellTerms(bx, cellMinBlockY, bz, bx + cellWidth - 1, cellMinBlockY + cellHeight - 1,
                                    bz + cellWidth - 1, beardColumn, beardCandidates, beardTerms, beardBounds);
                            lo = beardBounds[0];
                            hi = beardBounds[1];
                        }
                        if (cellDecisions) {
                            double[] b = densityBounds();
                            kind = b[0] + lo > 0.0 ? CELL_SOLID
                                    : b[1] + hi <= 0.0 && (cellMinY + cellY) * cellHeight >= densityFreeFrom ? CELL_OPEN : CELL_MIXED;
                            nonPositive = kind == CELL_MIXED && b[1] + hi <= 0.0;
                        }
                        cellKinds[kind]++;
                        if (beardCell && kind != CELL_MIXED) beardCellsDecided++;
                        // an open cell where the global fluid is air: every block stays air, nothing to do
                        if (kind == CELL_OPEN && (cellMinY + cellY) * cellHeight >= openAirFrom) continue;
                        // one aquifer answers the whole cell where the density is at most 0 (no barrier, no update)
                        boolean aquiferDecided = cellDecisions && kind == CELL_MIXED && aquifer.decideCell(chunkMinX + cellX * cellWidth, cellMinBlockY,
                                chunkMinZ + cellZ * cellWidth, chunkMinX + cellX * cellWidth + cellWidth - 1, cellMinBlockY + cellHeight - 1,
                                chunkMinZ + cellZ * cellWidth + cellWidth - 1);
                        if (aquiferDecided && nonPositive) kind = CELL_DECIDED_OPEN;
                        if (kind == CELL_MIXED && beardTermCount > 0) { // the cell's sums, term by term (same values)
                            beard.cellSums(chunkMinX + cellX * cellWidth, cellMinBlockY, chunkMinZ + cellZ * cellWidth, cellWidth, cellHeight,
                                    beardTerms, beardTermCount, beardSums);
                        }
                        fillCell(chunk, blocks, chunkMinX, chunkMinZ, cellX, cellY, cellZ, kind, nonPositive, aquiferDecided, beardTermCount,
                                aquifer, ore, density, defaultBlock, air);
                    }
                }
            }
        } finally {
            interpolating = false;
        }
    }

    /**
     * The blocks of one noise cell (see {@link #fillBlocks}, which decides {@code kind} and the aquifer's and the
     * beardifier's part for the cell). A method of its own so that the JIT compiles this loop once as an ordinary
     * method: inside {@code fillBlocks}' cell loops it was compiled on-stack-replacement and recompiled whole after
     * each deoptimisation, about twenty times per run at some 100 KiB of code each (JFR, 2026-12-02).
     */
    private void fillCell(ProtoChunk chunk, int[] blocks, int chunkMinX, int chunkMinZ, int cellX, int cellY, int cellZ, int kind,
            boolean nonPositive, boolean aquiferDecided, int beardTermCount, Aquifer aquifer, OreVeinifier ore, DensityFunction density,
            int defaultBlock, int air) {
        double[] fractionsY = this.fractionsY;
        double[] fractionsXZ = this.fractionsXZ;
        double[] beardSums = this.beardSums;
        for (int yIn = cellHeight - 1; yIn >= 0; yIn--) {
            int y = (cellMinY + cellY) * cellHeight + yIn;
            ty = fractionsY[yIn];
            yStamp++;
            blockY = y;
            int rowBase = (y - chunkMinY) << 8;
            for (int xIn = 0; xIn < cellWidth; xIn++) {
                int lx = cellX * cellWidth + xIn;
                tx = fractionsXZ[xIn];
                xStamp++;
                int x = chunkMinX + lx;
                blockX = x;
                for (int zIn = 0; zIn < cellWidth; zIn++) {
                    int lz = cellZ * cellWidth + zIn;
                    tz = fractionsXZ[zIn];
                    zStamp++;
                    int z = chunkMinZ + lz;
                    blockZ = z;
                    int state;
                    if (kind == CELL_DECIDED_OPEN) { // density <= 0 throughout, one aquifer answers
                        state = aquifer.decidedSubstance(x, y, z);
                    } else if (kind == CELL_MIXED && aquiferDecided) {
                        double d = density.compute(x, y, z)
                                + (beardTermCount > 0 ? beardSums[(yIn * cellWidth + xIn) * cellWidth + zIn] : 0.0);
                        state = d > 0.0 ? aquifer.computeSubstance(x, y, z, d) : aquifer.decidedSubstance(x, y, z);
                        if (state == Aquifer.NO_STATE && ore != null) state = ore.compute(x, y, z);
                    } else if (kind == CELL_MIXED) {
                        // below 0 throughout, the aquifer reads the value only at its barriers
                        state = nonPositive ? aquifer.nonPositiveSubstance(x, y, z) : Aquifer.NEEDS_DENSITY;
                        if (state == Aquifer.NEEDS_DENSITY) {
                            double d = density.compute(x, y, z)
                                    + (beardTermCount > 0 ? beardSums[(yIn * cellWidth + xIn) * cellWidth + zIn] : 0.0);
                            state = nonPositive ? aquifer.resumeWithDensity(x, y, z, d) : aquifer.computeSubstance(x, y, z, d);
                        }
                        if (state == Aquifer.NO_STATE && ore != null) state = ore.compute(x, y, z);
                    } else if (kind == CELL_SOLID) { // the aquifer's answer to a density > 0
                        state = ore != null ? ore.compute(x, y, z) : Aquifer.NO_STATE;
                    } else {
                        state = aquifer.nonSolidSubstance(x, y, z);
                    }
                    if (state == Aquifer.NO_STATE) state = defaultBlock;
                    if (state != air) {
                        blocks[rowBase | (lz << 4) | lx] = state;
                        // game: doFill marks fluids the aquifer wants ticked for post-processing (a
                        // solid answer never asks for it)
                        if (isFluid[state] && kind != CELL_SOLID && aquifer.shouldScheduleFluidUpdate()) {
                            chunk.markPostProcessing(lx, y, lz);
                        }
                    }
                }
            }
        }
    }

    /** {@link Beardifier#cellTerms} of the current cell (scratch): the bounds, and the terms (grown per chunk). */
    private final double[] beardBounds = new double[2];
    private int[] beardTerms = new int[64];
    /** {@link Beardifier#columnCandidates} of the current column of cells (scratch, grown per chunk). */
    private int[] beardColumn = new int[64];
    /** {@link Beardifier#cellSums} of the current cell (scratch), index {@code (yIn * cellWidth + xIn) * cellWidth + zIn}. */
    private double[] beardSums = new double[0];

    /** Index of {@code WORLD_SURFACE_WG} in {@link #column}'s {@code heights}. */
    public static final int WORLD_SURFACE_WG = 0;
    /** Index of {@code OCEAN_FLOOR_WG} in {@link #column}'s {@code heights}. */
    public static final int OCEAN_FLOOR_WG = 1;

    /**
     * Tests: {@link #column} with the flat caches of the game's one-cell noise chunk (its quarts only) and a fresh
     * aquifer, instead of the column's chunk's; see NoiseColumnTest.
     */
    boolean cellFlatCaches;

    /** The aquifer of the chunk the column questions were last about, and that chunk ({@code ChunkPos}-packed). */
    private Aquifer columnAquifer;
    private long columnAquiferChunk = Long.MIN_VALUE;

    /**
     * The noise step's states of one block column, without the structures' terrain adaptation (game:
     * {@code NoiseBasedChunkGenerator.iterateNoiseColumn}, which {@code getBaseHeight} and {@code getBaseColumn}
     * use): the same states {@link #fill} gives that column with {@link Beardifier#EMPTY}, computed from the four
     * corner columns of the cell holding it alone. The cells are walked from the top down as the game does (y cells
     * downwards, y in cell downwards), interpolating y, then x, then z, then asking the aquifer of the column's chunk
     * and the ore veinifier.
     *
     * <p>The aquifer and the flat caches are the column's chunk's, as in {@link #fill}; the aquifer is kept for the
     * next question about the same chunk. (The game's one-cell noise chunk has flat caches over the cell's quarts
     * only, so its aquifer reads erosion and depth at its centres off the chunk's quart grid: in about 1 column in
     * 9,000 a deep aquifer barrier state differs from the chunk's, never a height in the sample measured; see
     * {@link #cellFlatCaches}. Strata keeps the chunk's answers, which the terrain has.) The chunk last {@link #fill filled} keeps its {@link #aquifer()}; its flat
     * caches and lattices are not kept (call {@link #fill} again before reading them).
     *
     * @param blockX the column's block x (world coordinates)
     * @param blockZ the column's block z
     * @param out when not null, receives the states of the whole column, index {@code y - chunkMinY} for the
     *     dimension's extent ({@code chunkHeight} entries at least), air outside the noise range
     * @param heights when not null, receives at {@link #WORLD_SURFACE_WG} the first y above the highest non-air state
     *     and at {@link #OCEAN_FLOOR_WG} the first y above the highest motion-blocking state ({@code chunkMinY} when
     *     there is none), as {@link #fill}'s heightmaps have them; with {@code out} null the walk stops at the
     *     highest motion-blocking state
     */
    public void column(int blockX, int blockZ, int[] out, int[] heights) {
        int chunkX = blockX >> 4, chunkZ = blockZ >> 4;
        int chunkMinX = chunkX << 4, chunkMinZ = chunkZ << 4;
        int air = aquiferBlocks.air();
        if (out != null) java.util.Arrays.fill(out, 0, chunkHeight, air);
        int surface = chunkMinY, oceanFloor = chunkMinY;
        boolean surfaceFound = false;
        interpolating = false;
        for (var c : caches2d) c.reset();
        for (var c : cachesOnce) c.reset();
        // The flat caches as fill has them for this chunk: the aquifer reads erosion and depth through them at
        // positions off the quart corners, where the grid value is not the direct one.
        int lx = blockX & 15, lz = blockZ & 15;
        int cellX = lx / cellWidth, cellZ = lz / cellWidth;
        int firstQuartX = chunkMinX >> 2, firstQuartZ = chunkMinZ >> 2;
        if (cellFlatCaches) {
            // the game's one-cell noise chunk: flat caches over the cell's quarts only, a fresh aquifer
            columnAquifer = null;
            if (chunkDependentCaches) preliminarySurface.clear();
            for (var f : flatCaches) f.fill((chunkMinX + cellX * cellWidth) >> 2, (chunkMinZ + cellZ * cellWidth) >> 2, cellWidth / 4 + 1);
        } else {
            boolean flatAt = true;
            for (var f : flatCaches) flatAt &= f.isAt(firstQuartX, firstQuartZ);
            if (!flatAt) {
                if (chunkDependentCaches) preliminarySurface.clear();
                for (var f : flatCaches) f.fill(firstQuartX, firstQuartZ);
            }
        }
        Aquifer aq = columnAquifer(chunkX, chunkZ);
        latticeColumn(chunkMinX, chunkMinZ, cellX, cellZ);
        latticeColumn(chunkMinX, chunkMinZ, cellX, cellZ + 1);
        latticeColumn(chunkMinX, chunkMinZ, cellX + 1, cellZ);
        latticeColumn(chunkMinX, chunkMinZ, cellX + 1, cellZ + 1);
        int cy1 = cellsY + 1;
        strideZ = cy1;
        strideX = (cellsXZ + 1) * cy1;
        double factorX = fractionsXZ[lx - cellX * cellWidth];
        double factorZ = fractionsXZ[lz - cellZ * cellWidth];
        OreVeinifier ore = oreVeinifier;
        DensityFunction density = finalDensity;
        int defaultBlock = settings.defaultBlock();
        int densityFreeFrom = aq.densityFreeFromY();
        int openAirFrom = Math.max(densityFreeFrom, aq.nonSolidAirFromY());
        interpolating = true;
        try {
            for (int cellY = cellsY - 1; cellY >= 0; cellY--) {
                cellBase = cellX * strideX + cellZ * strideZ + cellY;
                cellStamp++;
                int cellMinBlockY = (cellMinY + cellY) * cellHeight;
                int kind = CELL_MIXED;
                if (cellDecisions) { // the decisions fill takes, see there
                    double[] b = densityBounds();
                    kind = b[0] > 0.0 ? CELL_SOLID : b[1] <= 0.0 && cellMinBlockY >= densityFreeFrom ? CELL_OPEN : CELL_MIXED;
                }
                if (kind == CELL_OPEN && cellMinBlockY >= openAirFrom) continue; // air throughout
                for (int yIn = cellHeight - 1; yIn >= 0; yIn--) {
                    int y = cellMinBlockY + yIn;
                    ty = fractionsY[yIn];
                    yStamp++;
                    blockY = y;
                    tx = factorX;
                    xStamp++;
                    tz = factorZ;
                    zStamp++;
                    this.blockX = blockX;
                    this.blockZ = blockZ;
                    int state;
                    if (kind == CELL_MIXED) {
                        state = aq.computeSubstance(blockX, y, blockZ, density.compute(blockX, y, blockZ));
                        if (state == Aquifer.NO_STATE && ore != null) state = ore.compute(blockX, y, blockZ);
                    } else if (kind == CELL_SOLID) {
                        state = ore != null ? ore.compute(blockX, y, blockZ) : Aquifer.NO_STATE;
                    } else {
                        state = aq.nonSolidSubstance(blockX, y, blockZ);
                    }
                    if (state == Aquifer.NO_STATE) state = defaultBlock;
                    if (out != null) out[y - chunkMinY] = state;
                    if (heights != null) {
                        if (!surfaceFound && !isAir[state]) {
                            surface = y + 1;
                            surfaceFound = true;
                        }
                        if (blocksMotion[state] && oceanFloor == chunkMinY) {
                            oceanFloor = y + 1;
                            if (out == null) {
                                heights[WORLD_SURFACE_WG] = surface;
                                heights[OCEAN_FLOOR_WG] = oceanFloor;
                                return;
                            }
                        }
                    }
                }
            }
        } finally {
            interpolating = false;
        }
        if (heights != null) {
            heights[WORLD_SURFACE_WG] = surface;
            heights[OCEAN_FLOOR_WG] = oceanFloor;
        }
    }

    /** The aquifer {@link #fill} would build for chunk (chunkX, chunkZ), kept while the questions stay in that chunk. */
    private Aquifer columnAquifer(int chunkX, int chunkZ) {
        long key = ((long) chunkX << 32) | (chunkZ & 0xFFFFFFFFL);
        if (columnAquifer != null && columnAquiferChunk == key) return columnAquifer;
        if (chunkDependentCaches || preliminarySurface.size() >= 8192) preliminarySurface.clear();
        columnAquifer = settings.aquifersEnabled()
                ? new NoiseBasedAquifer(new AquiferInputs(router.barrier(), router.fluidLevelFloodedness(), router.fluidLevelSpread(),
                        router.lava(), router.erosion(), router.depth(), preliminarySurface), chunkX, chunkZ, minY, height,
                        randomState.aquiferRandom(), fluidPicker, aquiferBlocks)
                : Aquifer.createDisabled(fluidPicker, aquiferBlocks.air());
        columnAquiferChunk = key;
        return columnAquifer;
    }

    /** The final density's {@link DensityFunction#cellBounds} over the current cell, in {@code [0]} and {@code [1]}. */
    private double[] densityBounds() {
        finalDensity.cellBounds(boundsScratch);
        return boundsScratch;
    }

    private void computeHeightmaps(ProtoChunk chunk) {
        int[] blocks = chunk.blocks();
        int[] ocean = chunk.oceanFloorWg();
        int[] surface = chunk.worldSurfaceWg();
        for (int col = 0; col < 256; col++) {
            int worldSurface = chunkMinY;
            int oceanFloor = chunkMinY;
            for (int ly = chunkHeight - 1; ly >= 0; ly--) {
                int s = blocks[(ly << 8) | col];
                if (s == 0) continue;
                if (worldSurface == chunkMinY && !registry.isAir(s)) worldSurface = chunkMinY + ly + 1;
                if (blocksMotion[s]) {
                    oceanFloor = chunkMinY + ly + 1;
                    break;
                }
            }
            surface[col] = worldSurface;
            ocean[col] = oceanFloor;
        }
    }

    /**
     * The preliminary surface level at a block column (game: {@code NoiseChunk.preliminarySurfaceLevel}): x and z
     * snapped down to the quart corner, the router's {@code preliminary_surface_level} at (qx, 0, qz), floored,
     * memoized per chunk.
     */
    public int preliminarySurfaceLevel(int blockX, int blockZ) {
        return preliminarySurface.applyAsInt(blockX, blockZ);
    }

    /** Per-chunk memo of the preliminary surface level by quart column; open addressing, no boxing. */
    private final class PreliminarySurface implements java.util.function.IntBinaryOperator {
        private long[] keys = new long[1024];
        private int[] values = new int[1024];
        private boolean[] used = new boolean[1024];
        private int size;

        int size() {
            return size;
        }

        void clear() {
            if (size > 0) {
                java.util.Arrays.fill(used, false);
                size = 0;
            }
        }

        @Override
        public int applyAsInt(int x, int z) {
            int qx = (x >> 2) << 2;
            int qz = (z >> 2) << 2;
            long key = ((long) qx << 32) | (qz & 0xFFFFFFFFL);
            int mask = keys.length - 1;
            int slot = (int) (mix(key) & mask);
            while (used[slot]) {
                if (keys[slot] == key) return values[slot];
                slot = (slot + 1) & mask;
            }
            int v = (int) Math.floor(router.preliminarySurfaceLevel().compute(qx, 0, qz));
            if (size * 2 >= keys.length) {
                grow();
                return applyAsInt(x, z);
            }
            used[slot] = true;
            keys[slot] = key;
            values[slot] = v;
            size++;
            return v;
        }

        private void grow() {
            long[] ok = keys;
            int[] ov = values;
            boolean[] ou = used;
            keys = new long[ok.length * 2];
            values = new int[ok.length * 2];
            used = new boolean[ok.length * 2];
            int mask = keys.length - 1;
            for (int i = 0; i < ok.length; i++) {
                if (!ou[i]) continue;
                int slot = (int) (mix(ok[i]) & mask);
                while (used[slot]) slot = (slot + 1) & mask;
                used[slot] = true;
                keys[slot] = ok[i];
                values[slot] = ov[i];
            }
        }

        private long mix(long k) {
            k *= 0x9E3779B97F4A7C15L;
            return k ^ (k >>> 29);
        }
    }
}
