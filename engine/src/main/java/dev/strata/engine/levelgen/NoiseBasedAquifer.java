package dev.strata.engine.levelgen;

import dev.strata.engine.density.DensityFunction;
import dev.strata.engine.random.PositionalRandomFactory;
import dev.strata.engine.random.RandomSource;
import java.util.Arrays;
import java.util.Objects;
import java.util.function.IntBinaryOperator;

/**
 * The overworld-style aquifer (game: {@code Aquifer.NoiseBasedAquifer}, 26.1/26.2 — unchanged arithmetic since
 * 1.18 apart from the surface-level source, see {@code docs/notes-26x-worldgen.md}).
 *
 * <p>Aquifer "centres" sit on a grid of 16 × 12 × 16 blocks, each jittered by a positional random
 * {@code at(gridX, gridY, gridZ)} (x, y, z offsets drawn in that order from {@code nextInt(10)},
 * {@code nextInt(9)}, {@code nextInt(10)}). A non-solid block takes the fluid body of its nearest centre; near
 * the boundary between two bodies with different levels or fluids, a pressure term built from the barrier noise
 * keeps a solid wall ({@link #NO_STATE}).
 *
 * <p>Caches: the jittered centre and the computed {@link FluidStatus} of every grid cell a position of this chunk
 * can reach, in two flat arrays indexed {@code ((y * sizeZ) + z) * sizeX + x}. The hot path
 * ({@link #computeSubstance}) does not allocate once a cell's centre and status are cached.
 *
 * <p>One instance per chunk; not thread-safe.
 */
public final class NoiseBasedAquifer implements Aquifer {

    private static final int X_RANGE = 10;
    private static final int Y_RANGE = 9;
    private static final int Z_RANGE = 10;
    private static final int Y_SPACING = 12;
    private static final int SAMPLE_OFFSET_X = -5;
    private static final int SAMPLE_OFFSET_Y = 1;
    private static final int SAMPLE_OFFSET_Z = -5;
    /** {@code similarity(10^2, 12^2)}: beyond this two bodies are too far apart to need a fluid update. */
    static final double FLOWING_UPDATE_SIMILARITY = similarity(10 * 10, 12 * 12);
    /** Sample columns of {@link #computeFluid}, in chunks relative to the centre; {0, 0} must come first. */
    private static final int[] SURFACE_OFFSETS_X = {0, -2, -1, 0, 1, -3, -2, -1, 1, -2, -1, 0, 1};
    private static final int[] SURFACE_OFFSETS_Z = {0, -1, -1, -1, -1, 0, 0, 0, 0, 1, 1, 1, 1};
    /** {@code DimensionType.WAY_BELOW_MIN_Y}: the level of a "dry" aquifer. */
    static final int DIMENSION_WAY_BELOW_MIN_Y = -2032 << 4; // DimensionType.MIN_Y << 4 = -32512
    /** Deep-dark thresholds (game: {@code OverworldBiomeBuilder}, float constants widened to double). */
    private static final double DEEP_DARK_EROSION = (double) -0.225F;
    private static final double DEEP_DARK_DEPTH = (double) 0.9F;
    private static final long NO_LOCATION = Long.MAX_VALUE;

    private final DensityFunction barrierNoise;
    private final DensityFunction fluidLevelFloodednessNoise;
    private final DensityFunction fluidLevelSpreadNoise;
    private final DensityFunction lavaNoise;
    private final DensityFunction erosion;
    private final DensityFunction depth;
    private final IntBinaryOperator preliminarySurfaceLevel;
    private final PositionalRandomFactory positionalRandomFactory;
    private final FluidPicker globalFluidPicker;
    private final int air;
    private final int water;
    private final int lava;

    private final FluidStatus[] aquiferCache;
    private final long[] aquiferLocationCache;
    private final int minGridX;
    private final int minGridY;
    private final int minGridZ;
    private final int gridSizeX;
    private final int gridSizeZ;
    private final int skipSamplingAboveY;

    private boolean shouldScheduleFluidUpdate;
    /** The candidate centres of the last grid anchor (index into the caches, block x, y, z). */
    private final int[] candidateIndex = new int[12], candidateX = new int[12], candidateY = new int[12], candidateZ = new int[12];
    private int lastXAnchor, lastYAnchor, lastZAnchor;
    private boolean anchorValid;
    /** The barrier noise at the current position, NaN until needed (game: the per-call {@code MutableDouble}). */
    private double barrierNoiseValue;

    /**
     * Builds the aquifer of one chunk (game: {@code Aquifer.create}).
     *
     * @param inputs                  chunk-bound router functions and the preliminary surface level
     * @param chunkX                  chunk x (blocks {@code chunkX * 16 .. + 15})
     * @param chunkZ                  chunk z
     * @param minY                    the noise settings' min_y (clamped to the chunk's height accessor)
     * @param height                  the noise settings' height in blocks
     * @param positionalRandomFactory {@code RandomState.aquiferRandom()}:
     *                                {@code random.fromHashOf("minecraft:aquifer").forkPositional()}
     * @param globalFluidPicker       the dimension's picker ({@link FluidPicker#standard})
     * @param blocks                  air / water / lava state ids
     */
    public NoiseBasedAquifer(AquiferInputs inputs, int chunkX, int chunkZ, int minY, int height,
                             PositionalRandomFactory positionalRandomFactory, FluidPicker globalFluidPicker,
                             AquiferBlocks blocks) {
        this.barrierNoise = inputs.barrier();
        this.fluidLevelFloodednessNoise = inputs.fluidLevelFloodedness();
        this.fluidLevelSpreadNoise = inputs.fluidLevelSpread();
        this.lavaNoise = inputs.lava();
        this.erosion = inputs.erosion();
        this.depth = inputs.depth();
        this.preliminarySurfaceLevel = inputs.preliminarySurfaceLevel();
        this.positionalRandomFactory = Objects.requireNonNull(positionalRandomFactory, "positionalRandomFactory");
        this.globalFluidPicker = Objects.requireNonNull(globalFluidPicker, "globalFluidPicker");
        this.air = blocks.air();
        this.water = blocks.water();
        this.lava = blocks.lava();

        int chunkMinX = chunkX << 4;
        int chunkMinZ = chunkZ << 4;
        this.minGridX = gridX(chunkMinX + SAMPLE_OFFSET_X);
        int maxGridX = gridX(chunkMinX + 15 + SAMPLE_OFFSET_X) + 1;
        this.gridSizeX = maxGridX - minGridX + 1;
        this.minGridY = gridY(minY + SAMPLE_OFFSET_Y) - 1;
        int maxGridY = gridY(minY + height + SAMPLE_OFFSET_Y) + 1;
        int gridSizeY = maxGridY - minGridY + 1;
        this.minGridZ = gridZ(chunkMinZ + SAMPLE_OFFSET_Z);
        int maxGridZ = gridZ(chunkMinZ + 15 + SAMPLE_OFFSET_Z) + 1;
        this.gridSizeZ = maxGridZ - minGridZ + 1;
        int total = gridSizeX * gridSizeY * gridSizeZ;
        this.aquiferCache = new FluidStatus[total];
        this.aquiferLocationCache = new long[total];
        Arrays.fill(aquiferLocationCache, NO_LOCATION);

        int maxAdjustedSurfaceLevel = adjustSurfaceLevel(maxPreliminarySurfaceLevel(
                fromGridX(minGridX, 0), fromGridZ(minGridZ, 0), fromGridX(maxGridX, X_RANGE - 1),
                fromGridZ(maxGridZ, Z_RANGE - 1)));
        int skipSamplingAboveGridY = gridY(maxAdjustedSurfaceLevel + Y_SPACING) + 1;
        this.skipSamplingAboveY = fromGridY(skipSamplingAboveGridY, Y_SPACING - 1) - 1;
    }

    /** Game: {@code NoiseChunk.maxPreliminarySurfaceLevel} — x and z step by 4 from the min corner, max inclusive. */
    private int maxPreliminarySurfaceLevel(int minBlockX, int minBlockZ, int maxBlockX, int maxBlockZ) {
        int maxY = Integer.MIN_VALUE;
        for (int blockZ = minBlockZ; blockZ <= maxBlockZ; blockZ += 4) {
            for (int blockX = minBlockX; blockX <= maxBlockX; blockX += 4) {
                int level = preliminarySurfaceLevel.applyAsInt(blockX, blockZ);
                if (level > maxY) {
                    maxY = level;
                }
            }
        }
        return maxY;
    }

    /** Blocks above this y never reach an aquifer whose level differs from the global one. */
    int skipSamplingAboveY() {
        return skipSamplingAboveY;
    }

    /** Above {@link #skipSamplingAboveY} a non-solid block takes the global fluid, whatever its density. */
    @Override
    public int densityFreeFromY() {
        return skipSamplingAboveY + 1;
    }

    @Override
    public int nonSolidAirFromY() {
        return Math.max(densityFreeFromY(), globalFluidPicker.airFromY());
    }

    @Override
    public int nonSolidSubstance(int blockX, int blockY, int blockZ) {
        shouldScheduleFluidUpdate = false;
        return globalFluidPicker.computeFluid(blockX, blockY, blockZ).at(blockY, air);
    }

    int gridSizeX() {
        return gridSizeX;
    }

    int gridSizeZ() {
        return gridSizeZ;
    }

    int cacheSize() {
        return aquiferCache.length;
    }

    int getIndex(int gridX, int gridY, int gridZ) {
        int x = gridX - minGridX;
        int y = gridY - minGridY;
        int z = gridZ - minGridZ;
        return (y * gridSizeZ + z) * gridSizeX + x;
    }

    @Override
    public int computeSubstance(int blockX, int blockY, int blockZ, double density) {
        if (density > 0.0) {
            shouldScheduleFluidUpdate = false;
            return NO_STATE;
        }
        int state = nonPositiveSubstance(blockX, blockY, blockZ);
        return state != NEEDS_DENSITY ? state : resumeWithDensity(blockX, blockY, blockZ, density);
    }

    /**
     * The game's {@code computeSubstance} up to its first use of the density (a density at most 0 given): the global
     * fluid, lava, the nearest aquifer's fluid where no second one is close, water above lava. Where the barrier
     * between the nearest aquifers decides, the four nearest and their distances are kept for
     * {@link #resumeWithDensity}.
     */
    @Override
    public int nonPositiveSubstance(int blockX, int blockY, int blockZ) {
        FluidStatus globalFluid = globalFluidPicker.computeFluid(blockX, blockY, blockZ);
        if (blockY > skipSamplingAboveY) {
            shouldScheduleFluidUpdate = false;
            return globalFluid.at(blockY, air);
        }
        if (globalFluid.at(blockY, air) == lava) {
            shouldScheduleFluidUpdate = false;
            return lava;
        }

        int xAnchor = gridX(blockX + SAMPLE_OFFSET_X);
        int yAnchor = gridY(blockY + SAMPLE_OFFSET_Y);
        int zAnchor = gridZ(blockZ + SAMPLE_OFFSET_Z);
        int distanceSqr1 = Integer.MAX_VALUE;
        int distanceSqr2 = Integer.MAX_VALUE;
        int distanceSqr3 = Integer.MAX_VALUE;
        int distanceSqr4 = Integer.MAX_VALUE;
        int closestIndex1 = 0;
        int closestIndex2 = 0;
        int closestIndex3 = 0;
        int closestIndex4 = 0;

        loadCandidates(xAnchor, yAnchor, zAnchor);
        int[] cIndex = candidateIndex, cX = candidateX, cY = candidateY, cZ = candidateZ;
        for (int c = 0; c < 12; c++) {
            int index = cIndex[c];
            int dx = cX[c] - blockX;
            int dy = cY[c] - blockY;
            int dz = cZ[c] - blockZ;
            int newDistance = dx * dx + dy * dy + dz * dz;
            // Ties: '>=' lets a later candidate at equal distance push the earlier one down.
            if (distanceSqr1 >= newDistance) {
                closestIndex4 = closestIndex3;
                closestIndex3 = closestIndex2;
                closestIndex2 = closestIndex1;
                closestIndex1 = index;
                distanceSqr4 = distanceSqr3;
                distanceSqr3 = distanceSqr2;
                distanceSqr2 = distanceSqr1;
                distanceSqr1 = newDistance;
            } else if (distanceSqr2 >= newDistance) {
                closestIndex4 = closestIndex3;
                closestIndex3 = closestIndex2;
                closestIndex2 = index;
                distanceSqr4 = distanceSqr3;
                distanceSqr3 = distanceSqr2;
                distanceSqr2 = newDistance;
            } else if (distanceSqr3 >= newDistance) {
                closestIndex4 = closestIndex3;
                closestIndex3 = index;
                distanceSqr4 = distanceSqr3;
                distanceSqr3 = newDistance;
            } else if (distanceSqr4 >= newDistance) {
                closestIndex4 = index;
                distanceSqr4 = newDistance;
            }
        }

        FluidStatus closestStatus1 = getAquiferStatus(closestIndex1);
        double similarity12 = similarity(distanceSqr1, distanceSqr2);
        int fluidState = closestStatus1.at(blockY, air);
        if (similarity12 <= 0.0) {
            if (similarity12 >= FLOWING_UPDATE_SIMILARITY) {
                FluidStatus closestStatus2 = getAquiferStatus(closestIndex2);
                shouldScheduleFluidUpdate = !closestStatus1.equals(closestStatus2);
            } else {
                shouldScheduleFluidUpdate = false;
            }
            return fluidState;
        }
        if (fluidState == water
                && globalFluidPicker.computeFluid(blockX, blockY - 1, blockZ).at(blockY - 1, air) == lava) {
            shouldScheduleFluidUpdate = true;
            return fluidState;
        }

        pendingIndex1 = closestIndex1;
        pendingIndex2 = closestIndex2;
        pendingIndex3 = closestIndex3;
        pendingIndex4 = closestIndex4;
        pendingDistance1 = distanceSqr1;
        pendingDistance2 = distanceSqr2;
        pendingDistance3 = distanceSqr3;
        pendingDistance4 = distanceSqr4;
        pendingState = fluidState;
        return NEEDS_DENSITY;
    }

    /** What {@link #nonPositiveSubstance} found where it answered {@link #NEEDS_DENSITY}. */
    private int pendingIndex1, pendingIndex2, pendingIndex3, pendingIndex4;
    private int pendingDistance1, pendingDistance2, pendingDistance3, pendingDistance4, pendingState;

    /** The rest of the game's {@code computeSubstance}: the barriers between the nearest aquifers, then flow marks. */
    @Override
    public int resumeWithDensity(int blockX, int blockY, int blockZ, double density) {
        int closestIndex1 = pendingIndex1, closestIndex2 = pendingIndex2, closestIndex3 = pendingIndex3, closestIndex4 = pendingIndex4;
        int distanceSqr1 = pendingDistance1, distanceSqr2 = pendingDistance2, distanceSqr3 = pendingDistance3, distanceSqr4 = pendingDistance4;
        int fluidState = pendingState;
        FluidStatus closestStatus1 = getAquiferStatus(closestIndex1);
        double similarity12 = similarity(distanceSqr1, distanceSqr2);
        barrierNoiseValue = Double.NaN;
        FluidStatus closestStatus2 = getAquiferStatus(closestIndex2);
        double barrier12 = similarity12 * calculatePressure(blockX, blockY, blockZ, closestStatus1, closestStatus2);
        if (density + barrier12 > 0.0) {
            shouldScheduleFluidUpdate = false;
            return NO_STATE;
        }

        FluidStatus closestStatus3 = getAquiferStatus(closestIndex3);
        double similarity13 = similarity(distanceSqr1, distanceSqr3);
        if (similarity13 > 0.0) {
            double barrier13 = similarity12 * similarity13
                    * calculatePressure(blockX, blockY, blockZ, closestStatus1, closestStatus3);
            if (density + barrier13 > 0.0) {
                shouldScheduleFluidUpdate = false;
                return NO_STATE;
            }
        }

        double similarity23 = similarity(distanceSqr2, distanceSqr3);
        if (similarity23 > 0.0) {
            double barrier23 = similarity12 * similarity23
                    * calculatePressure(blockX, blockY, blockZ, closestStatus2, closestStatus3);
            if (density + barrier23 > 0.0) {
                shouldScheduleFluidUpdate = false;
                return NO_STATE;
            }
        }

        boolean mayFlow12 = !closestStatus1.equals(closestStatus2);
        boolean mayFlow23 = similarity23 >= FLOWING_UPDATE_SIMILARITY && !closestStatus2.equals(closestStatus3);
        boolean mayFlow13 = similarity13 >= FLOWING_UPDATE_SIMILARITY && !closestStatus1.equals(closestStatus3);
        if (mayFlow12 || mayFlow23 || mayFlow13) {
            shouldScheduleFluidUpdate = true;
        } else {
            shouldScheduleFluidUpdate = similarity13 >= FLOWING_UPDATE_SIMILARITY
                    && similarity(distanceSqr1, distanceSqr4) >= FLOWING_UPDATE_SIMILARITY
                    && !closestStatus1.equals(getAquiferStatus(closestIndex4));
        }
        return fluidState;
    }

    /** The 12 candidate aquifer centres of a grid anchor into the candidate arrays, unless they hold them already. */
    private void loadCandidates(int xAnchor, int yAnchor, int zAnchor) {
        if (anchorValid && xAnchor == lastXAnchor && yAnchor == lastYAnchor && zAnchor == lastZAnchor) return;
        // The 12 candidate aquifer centres of this anchor, in the game's x1, y1, z1 order; the block loop
        // visits many blocks per anchor, so they are looked up once per anchor change.
        int c = 0;
        for (int x1 = 0; x1 <= 1; x1++) {
            for (int y1 = -1; y1 <= 1; y1++) {
                for (int z1 = 0; z1 <= 1; z1++) {
                    int spacedGridX = xAnchor + x1;
                    int spacedGridY = yAnchor + y1;
                    int spacedGridZ = zAnchor + z1;
                    int index = getIndex(spacedGridX, spacedGridY, spacedGridZ);
                    long location = aquiferLocationCache[index];
                    if (location == NO_LOCATION) {
                        RandomSource random = positionalRandomFactory.at(spacedGridX, spacedGridY, spacedGridZ);
                        int lx = fromGridX(spacedGridX, random.nextInt(X_RANGE));
                        int ly = fromGridY(spacedGridY, random.nextInt(Y_RANGE));
                        int lz = fromGridZ(spacedGridZ, random.nextInt(Z_RANGE));
                        location = BlockPos.asLong(lx, ly, lz);
                        aquiferLocationCache[index] = location;
                    }
                    candidateIndex[c] = index;
                    candidateX[c] = BlockPos.x(location);
                    candidateY[c] = BlockPos.y(location);
                    candidateZ[c] = BlockPos.z(location);
                    c++;
                }
            }
        }
        lastXAnchor = xAnchor;
        lastYAnchor = yAnchor;
        lastZAnchor = zAnchor;
        anchorValid = true;
    }

    /**
     * Squared-distance lead from which on an aquifer centre plays no part in a block's answer: the game reads the
     * second nearest where it is within 44 of the nearest (a flow update) or within 25 (a barrier; then the third
     * where it is within 25 or 44 of the second, so within 69 of the nearest), the fourth within 44.
     */
    private static final int IRRELEVANT_LEAD = 69;

    /**
     * The status every block of a box within one grid anchor takes when its density is at most 0, or null. Where
     * every aquifer centre that can play a part somewhere in the box (no other candidate is nearer by
     * {@link #IRRELEVANT_LEAD} or more throughout) has the same status, the game's answer is that status's fluid at
     * the block's height: its barriers have zero pressure between equal statuses and it schedules no update
     * between equal ones, whatever the density (water above the lava level is left to the caller). Squared distance
     * differences are linear in the position and separable per axis, so their least over the box is the sum of each
     * axis's least, at an end of the box.
     */
    private FluidStatus cellStatus(int minX, int minY, int minZ, int maxX, int maxY, int maxZ) {
        loadCandidates(gridX(minX + SAMPLE_OFFSET_X), gridY(minY + SAMPLE_OFFSET_Y), gridZ(minZ + SAMPLE_OFFSET_Z));
        int[] cX = candidateX, cY = candidateY, cZ = candidateZ;
        FluidStatus status = null;
        candidates:
        for (int j = 0; j < 12; j++) {
            for (int m = 0; m < 12; m++) {
                if (m != j && minGap(cX[j], cX[m], minX, maxX) + minGap(cY[j], cY[m], minY, maxY)
                        + minGap(cZ[j], cZ[m], minZ, maxZ) >= IRRELEVANT_LEAD) {
                    continue candidates;
                }
            }
            FluidStatus s = getAquiferStatus(candidateIndex[j]);
            if (status == null) {
                status = s;
            } else if (!status.equals(s)) {
                return null;
            }
        }
        return status;
    }

    /** The least of {@code (p - a)^2 - (p - b)^2} for p in [min, max] (linear in p, so at an end). */
    private static int minGap(int a, int b, int min, int max) {
        int atMin = (min - a) * (min - a) - (min - b) * (min - b);
        int atMax = (max - a) * (max - a) - (max - b) * (max - b);
        return Math.min(atMin, atMax);
    }

    /**
     * What {@link #decideCell} last accepted: the cell split where the grid anchors change (at most once per axis:
     * cells are smaller than the grid), and the status of each part, index {@code (ix * 2 + iy) * 2 + iz}.
     */
    private int splitX, splitY, splitZ;
    private final FluidStatus[] decidedStatus = new FluidStatus[8];

    @Override
    public boolean decideCell(int minX, int minY, int minZ, int maxX, int maxY, int maxZ) {
        if (minY > skipSamplingAboveY) return false; // every block takes the global fluid at once: nothing to decide
        // the first block of the next anchor along each axis (gridX(x - 5) = (x - 5) >> 4, gridY(y + 1) = (y + 1) / 12)
        splitX = fromGridX(gridX(minX + SAMPLE_OFFSET_X) + 1, 0) - SAMPLE_OFFSET_X;
        splitY = fromGridY(gridY(minY + SAMPLE_OFFSET_Y) + 1, 0) - SAMPLE_OFFSET_Y;
        splitZ = fromGridZ(gridZ(minZ + SAMPLE_OFFSET_Z) + 1, 0) - SAMPLE_OFFSET_Z;
        for (int ix = 0; ix < 2; ix++) {
            int x0 = ix == 0 ? minX : splitX, x1 = ix == 0 ? Math.min(maxX, splitX - 1) : maxX;
            if (x0 > x1) continue;
            for (int iy = 0; iy < 2; iy++) {
                int y0 = iy == 0 ? minY : splitY, y1 = iy == 0 ? Math.min(maxY, splitY - 1) : maxY;
                if (y0 > y1) continue;
                for (int iz = 0; iz < 2; iz++) {
                    int z0 = iz == 0 ? minZ : splitZ, z1 = iz == 0 ? Math.min(maxZ, splitZ - 1) : maxZ;
                    if (z0 > z1) continue;
                    FluidStatus status = cellStatus(x0, y0, z0, x1, y1, z1);
                    if (status == null) return false;
                    decidedStatus[(ix * 2 + iy) * 2 + iz] = status;
                }
            }
        }
        return true;
    }

    @Override
    public int decidedSubstance(int blockX, int blockY, int blockZ) {
        FluidStatus globalFluid = globalFluidPicker.computeFluid(blockX, blockY, blockZ);
        shouldScheduleFluidUpdate = false;
        if (blockY > skipSamplingAboveY) return globalFluid.at(blockY, air);
        if (globalFluid.at(blockY, air) == lava) return lava;
        int part = ((blockX >= splitX ? 2 : 0) + (blockY >= splitY ? 1 : 0)) * 2 + (blockZ >= splitZ ? 1 : 0);
        int state = decidedStatus[part].at(blockY, air);
        if (state == water && globalFluidPicker.computeFluid(blockX, blockY - 1, blockZ).at(blockY - 1, air) == lava) {
            return computeSubstance(blockX, blockY, blockZ, 0.0); // its update flag depends on the distances; the state does not
        }
        return state;
    }

    @Override
    public boolean shouldScheduleFluidUpdate() {
        return shouldScheduleFluidUpdate;
    }

    /** Game: {@code similarity}: 1 at equal distances, falling by 1 per 25 of squared-distance difference. */
    static double similarity(int distanceSqr1, int distanceSqr2) {
        return 1.0 - (double) (distanceSqr2 - distanceSqr1) / 25.0;
    }

    /**
     * Game: {@code calculatePressure}. The barrier noise is sampled at the block being decided, at most once per
     * {@link #computeSubstance} call, and only when the gradient is within [-2, 2].
     */
    private double calculatePressure(int blockX, int blockY, int blockZ, FluidStatus statusClosest1,
                                     FluidStatus statusClosest2) {
        int type1 = statusClosest1.at(blockY, air);
        int type2 = statusClosest2.at(blockY, air);
        if (type1 == lava && type2 == water || type1 == water && type2 == lava) {
            return 2.0;
        }
        int fluidYDiff = Math.abs(statusClosest1.fluidLevel() - statusClosest2.fluidLevel());
        if (fluidYDiff == 0) {
            return 0.0;
        }
        double averageFluidY = 0.5 * (double) (statusClosest1.fluidLevel() + statusClosest2.fluidLevel());
        double howFarAboveAverageFluidPoint = (double) blockY + 0.5 - averageFluidY;
        double baseValue = (double) fluidYDiff / 2.0;
        double distanceFromBarrierEdgeTowardsMiddle = baseValue - Math.abs(howFarAboveAverageFluidPoint);
        double gradient;
        if (howFarAboveAverageFluidPoint > 0.0) {
            double centerPoint = 0.0 + distanceFromBarrierEdgeTowardsMiddle;
            gradient = centerPoint > 0.0 ? centerPoint / 1.5 : centerPoint / 2.5;
        } else {
            double centerPoint = 3.0 + distanceFromBarrierEdgeTowardsMiddle;
            gradient = centerPoint > 0.0 ? centerPoint / 3.0 : centerPoint / 10.0;
        }
        double noiseValue;
        if (gradient < -2.0 || gradient > 2.0) {
            noiseValue = 0.0;
        } else {
            double current = barrierNoiseValue;
            if (Double.isNaN(current)) {
                double sampled = barrierNoise.compute(blockX, blockY, blockZ);
                barrierNoiseValue = sampled;
                noiseValue = sampled;
            } else {
                noiseValue = current;
            }
        }
        return 2.0 * (noiseValue + gradient);
    }

    private FluidStatus getAquiferStatus(int index) {
        FluidStatus old = aquiferCache[index];
        if (old != null) {
            return old;
        }
        long location = aquiferLocationCache[index];
        FluidStatus status = computeFluid(BlockPos.x(location), BlockPos.y(location), BlockPos.z(location));
        aquiferCache[index] = status;
        return status;
    }

    /** Game: {@code computeFluid} — the fluid body of the aquifer centred at (x, y, z). */
    FluidStatus computeFluid(int x, int y, int z) {
        FluidStatus globalFluid = globalFluidPicker.computeFluid(x, y, z);
        int lowestPreliminarySurface = Integer.MAX_VALUE;
        int topOfAquiferCell = y + Y_SPACING;
        int bottomOfAquiferCell = y - Y_SPACING;
        boolean surfaceAtCenterIsUnderGlobalFluidLevel = false;
        for (int i = 0; i < SURFACE_OFFSETS_X.length; i++) {
            int sampleX = x + (SURFACE_OFFSETS_X[i] << 4);
            int sampleZ = z + (SURFACE_OFFSETS_Z[i] << 4);
            int surfaceLevel = preliminarySurfaceLevel.applyAsInt(sampleX, sampleZ);
            int adjustedSurfaceLevel = adjustSurfaceLevel(surfaceLevel);
            boolean start = i == 0;
            if (start && bottomOfAquiferCell > adjustedSurfaceLevel) {
                return globalFluid;
            }
            boolean topOfAquiferCellPokesAboveSurface = topOfAquiferCell > adjustedSurfaceLevel;
            if (topOfAquiferCellPokesAboveSurface || start) {
                FluidStatus globalFluidAtSurface = globalFluidPicker.computeFluid(sampleX, adjustedSurfaceLevel, sampleZ);
                if (globalFluidAtSurface.at(adjustedSurfaceLevel, air) != air) {
                    if (start) {
                        surfaceAtCenterIsUnderGlobalFluidLevel = true;
                    }
                    if (topOfAquiferCellPokesAboveSurface) {
                        return globalFluidAtSurface;
                    }
                }
            }
            lowestPreliminarySurface = Math.min(lowestPreliminarySurface, surfaceLevel);
        }
        int fluidSurfaceLevel = computeSurfaceLevel(x, y, z, globalFluid, lowestPreliminarySurface,
                surfaceAtCenterIsUnderGlobalFluidLevel);
        return new FluidStatus(fluidSurfaceLevel, computeFluidType(x, y, z, globalFluid, fluidSurfaceLevel));
    }

    private static int adjustSurfaceLevel(int preliminarySurfaceLevel) {
        return preliminarySurfaceLevel + 8;
    }

    /** Game: {@code computeSurfaceLevel}. */
    private int computeSurfaceLevel(int x, int y, int z, FluidStatus globalFluid, int lowestPreliminarySurface,
                                    boolean surfaceAtCenterIsUnderGlobalFluidLevel) {
        double partiallyFloodedness;
        double fullyFloodedness;
        if (isDeepDarkRegion(x, y, z)) {
            partiallyFloodedness = -1.0;
            fullyFloodedness = -1.0;
        } else {
            int distanceBelowSurface = lowestPreliminarySurface + 8 - y;
            double floodednessFactor = surfaceAtCenterIsUnderGlobalFluidLevel
                    ? clampedMap(distanceBelowSurface, 0.0, 64.0, 1.0, 0.0)
                    : 0.0;
            double floodednessNoiseValue = clamp(fluidLevelFloodednessNoise.compute(x, y, z), -1.0, 1.0);
            double fullyFloodedThreshold = map(floodednessFactor, 1.0, 0.0, -0.3, 0.8);
            double partiallyFloodedThreshold = map(floodednessFactor, 1.0, 0.0, -0.8, 0.4);
            partiallyFloodedness = floodednessNoiseValue - partiallyFloodedThreshold;
            fullyFloodedness = floodednessNoiseValue - fullyFloodedThreshold;
        }
        if (fullyFloodedness > 0.0) {
            return globalFluid.fluidLevel();
        }
        if (partiallyFloodedness > 0.0) {
            return computeRandomizedFluidSurfaceLevel(x, y, z, lowestPreliminarySurface);
        }
        return DIMENSION_WAY_BELOW_MIN_Y;
    }

    /** Game: {@code OverworldBiomeBuilder.isDeepDarkRegion}, short-circuiting on erosion. */
    private boolean isDeepDarkRegion(int x, int y, int z) {
        return erosion.compute(x, y, z) < DEEP_DARK_EROSION && depth.compute(x, y, z) > DEEP_DARK_DEPTH;
    }

    /** Game: {@code computeRandomizedFluidSurfaceLevel}: spread noise over 16 × 40 × 16 cells, quantised to 3. */
    private int computeRandomizedFluidSurfaceLevel(int x, int y, int z, int lowestPreliminarySurface) {
        int fluidLevelCellX = Math.floorDiv(x, 16);
        int fluidLevelCellY = Math.floorDiv(y, 40);
        int fluidLevelCellZ = Math.floorDiv(z, 16);
        int fluidCellMiddleY = fluidLevelCellY * 40 + 20;
        double fluidLevelSpread = fluidLevelSpreadNoise.compute(fluidLevelCellX, fluidLevelCellY, fluidLevelCellZ)
                * 10.0;
        int fluidLevelSpreadQuantized = quantize(fluidLevelSpread, 3);
        int targetFluidSurfaceLevel = fluidCellMiddleY + fluidLevelSpreadQuantized;
        return Math.min(lowestPreliminarySurface, targetFluidSurfaceLevel);
    }

    /** Game: {@code computeFluidType}: deep (level ≤ -10) water aquifers turn to lava where |lava noise| > 0.3. */
    private int computeFluidType(int x, int y, int z, FluidStatus globalFluid, int fluidSurfaceLevel) {
        int fluidType = globalFluid.fluidState();
        if (fluidSurfaceLevel <= -10 && fluidSurfaceLevel != DIMENSION_WAY_BELOW_MIN_Y
                && globalFluid.fluidState() != lava) {
            int fluidTypeCellX = Math.floorDiv(x, 64);
            int fluidTypeCellY = Math.floorDiv(y, 40);
            int fluidTypeCellZ = Math.floorDiv(z, 64);
            double lavaNoiseValue = lavaNoise.compute(fluidTypeCellX, fluidTypeCellY, fluidTypeCellZ);
            if (Math.abs(lavaNoiseValue) > 0.3) {
                fluidType = lava;
            }
        }
        return fluidType;
    }

    // ---- grid coordinates (game: gridX/gridY/gridZ, fromGridX/fromGridY/fromGridZ) ----

    static int gridX(int blockCoord) {
        return blockCoord >> 4;
    }

    static int fromGridX(int gridCoord, int blockOffset) {
        return (gridCoord << 4) + blockOffset;
    }

    static int gridY(int blockCoord) {
        return Math.floorDiv(blockCoord, Y_SPACING);
    }

    static int fromGridY(int gridCoord, int blockOffset) {
        return gridCoord * Y_SPACING + blockOffset;
    }

    static int gridZ(int blockCoord) {
        return blockCoord >> 4;
    }

    static int fromGridZ(int gridCoord, int blockOffset) {
        return (gridCoord << 4) + blockOffset;
    }

    // ---- Mth ----

    /** Game: {@code Mth.clamp(double, double, double)}. */
    private static double clamp(double value, double min, double max) {
        return value < min ? min : Math.min(value, max);
    }

    /** Game: {@code Mth.map}: {@code lerp(inverseLerp(v, fromMin, fromMax), toMin, toMax)}. */
    static double map(double value, double fromMin, double fromMax, double toMin, double toMax) {
        double delta = (value - fromMin) / (fromMax - fromMin);
        return toMin + delta * (toMax - toMin);
    }

    /** Game: {@code Mth.clampedMap}: {@code clampedLerp(inverseLerp(v, fromMin, fromMax), toMin, toMax)}. */
    static double clampedMap(double value, double fromMin, double fromMax, double toMin, double toMax) {
        double delta = (value - fromMin) / (fromMax - fromMin);
        if (delta < 0.0) {
            return toMin;
        }
        return delta > 1.0 ? toMax : toMin + delta * (toMax - toMin);
    }

    /** Game: {@code Mth.quantize}: {@code floor(value / resolution) * resolution}. */
    static int quantize(double value, int resolution) {
        return floor(value / (double) resolution) * resolution;
    }

    /** Game: {@code Mth.floor(double)}. */
    static int floor(double value) {
        int i = (int) value;
        return value < (double) i ? i - 1 : i;
    }
}
