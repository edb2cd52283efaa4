package dev.strata.engine.carver;

import dev.strata.engine.levelgen.Aquifer;
import dev.strata.engine.random.RandomSource;

/**
 * A carver bound to its configuration (game: {@code WorldCarver} with its {@code ConfiguredWorldCarver}): decides
 * whether a source chunk starts carving and carves the part of its tunnels that falls into the chunk being carved.
 * Immutable and shared between workers; all mutable state is in the {@link CarvingContext}.
 *
 * <p>The shared geometry (game 26.1/26.2 {@code WorldCarver.carveEllipsoid}, {@code carveBlock},
 * {@code canReach}): an ellipsoid is carved column by column inside the chunk, from its top down, skipping blocks
 * already in the carving mask; y stays within {@code minGenY + 1 < y <= minGenY + genDepth - 8} (7 blocks at the
 * top are protected).
 */
public abstract sealed class WorldCarver permits CaveWorldCarver, CanyonWorldCarver {
    /** Range, in chunks, of a source chunk's tunnels (game: {@code getRange()}, 4). */
    static final int RANGE = 4;

    private final CarverConfiguration base;

    WorldCarver(CarverConfiguration base) {
        this.base = base;
    }

    /** The common settings. */
    public CarverConfiguration base() {
        return base;
    }

    /** Whether the source chunk whose seeded random this is starts carving: {@code nextFloat() <= probability}. */
    public boolean isStartChunk(RandomSource random) {
        return random.nextFloat() <= base.probability();
    }

    /**
     * Records in {@code out} (cleared by the caller) every ellipsoid the tunnels of source chunk
     * {@code (sourceChunkX, sourceChunkZ)} would carve, whatever chunk is carved (see {@link CarvePlan}).
     *
     * @param random the large-feature random of the source chunk, after {@link #isStartChunk}
     * @param minGenY lowest generated y; @param genDepth generated height (for the start height and canyon widths)
     */
    abstract void plan(CarvePlan out, RandomSource random, int sourceChunkX, int sourceChunkZ, int minGenY, int genDepth);

    /**
     * Carves a plan into the context's chunk, as the game's walk would for that chunk: before each tunnel
     * ellipsoid the tunnel's {@code canReach} for this chunk, and where it fails, the tunnel (with the branches it
     * would still have spawned) stops.
     */
    final void replay(CarvingContext ctx, CarvePlan plan) {
        if (!plan.mayReach(ctx.chunkMinX + 8, ctx.chunkMinZ + 8)) return;
        int n = plan.size;
        for (int i = 0; i < n; ) {
            if (plan.dist[i] >= 0 && !canReach(ctx, plan.x[i], plan.z[i], plan.step[i], plan.dist[i], plan.thickness[i])) {
                i = plan.end[i];
                continue;
            }
            ctx.floorLevel = plan.floor[i];
            ctx.widthFactors = plan.widths[i];
            carveEllipsoid(ctx, plan.x[i], plan.y[i], plan.z[i], plan.hr[i], plan.vr[i]);
            i++;
        }
    }

    /** Whether the ellipsoid-relative position (xd, yd, zd) at block y is left alone (game: {@code CarveSkipChecker}). */
    abstract boolean shouldSkip(CarvingContext ctx, double xd, double yd, double zd, int y);

    /** Carves one ellipsoid centred at (x, y, z); whether any block changed. */
    final boolean carveEllipsoid(CarvingContext ctx, double x, double y, double z, double horizontalRadius, double verticalRadius) {
        double centerX = ctx.chunkMinX + 8;
        double centerZ = ctx.chunkMinZ + 8;
        double maxDelta = 16.0 + horizontalRadius * 2.0;
        if (Math.abs(x - centerX) > maxDelta || Math.abs(z - centerZ) > maxDelta) return false;
        int chunkMinX = ctx.chunkMinX, chunkMinZ = ctx.chunkMinZ;
        int minXIndex = Math.max(CarverMath.floor(x - horizontalRadius) - chunkMinX - 1, 0);
        int maxXIndex = Math.min(CarverMath.floor(x + horizontalRadius) - chunkMinX, 15);
        int minY = Math.max(CarverMath.floor(y - verticalRadius) - 1, ctx.minGenY + 1);
        int protectedBlocksOnTop = 7; // game: 0 only for chunks being upgraded, never here
        int maxY = Math.min(CarverMath.floor(y + verticalRadius) + 1, ctx.minGenY + ctx.genDepth - 1 - protectedBlocksOnTop);
        int minZIndex = Math.max(CarverMath.floor(z - horizontalRadius) - chunkMinZ - 1, 0);
        int maxZIndex = Math.min(CarverMath.floor(z + horizontalRadius) - chunkMinZ, 15);
        boolean carved = false;
        CarvingMask mask = ctx.mask;
        for (int xi = minXIndex; xi <= maxXIndex; xi++) {
            int worldX = chunkMinX + xi;
            double xd = (worldX + 0.5 - x) / horizontalRadius;
            for (int zi = minZIndex; zi <= maxZIndex; zi++) {
                int worldZ = chunkMinZ + zi;
                double zd = (worldZ + 0.5 - z) / horizontalRadius;
                if (xd * xd + zd * zd >= 1.0) continue;
                boolean hasGrass = false;
                for (int worldY = maxY; worldY > minY; worldY--) {
                    double yd = (worldY - 0.5 - y) / verticalRadius;
                    if (shouldSkip(ctx, xd, yd, zd, worldY) || mask.get(xi, worldY, zi)) continue;
                    mask.set(xi, worldY, zi);
                    int old = ctx.get(xi, worldY, zi);
                    if (ctx.isGrassOrMycelium(old)) hasGrass = true;
                    carved |= carveBlock(ctx, xi, worldX, worldY, zi, worldZ, old, hasGrass);
                }
            }
        }
        return carved;
    }

    /**
     * Carves one block whose old state is {@code old} (game: {@code WorldCarver.carveBlock}): a replaceable block
     * becomes lava at or below the lava level, else what the aquifer gives for density 0 (nothing if it keeps a
     * barrier); fluids the aquifer wants ticked are marked for post-processing; under a column that had grass or
     * mycelium, dirt below the carved block gets the surface rules' top material.
     */
    boolean carveBlock(CarvingContext ctx, int xi, int worldX, int worldY, int zi, int worldZ, int old, boolean hasGrass) {
        if (!base.replaceable().contains(old)) return false;
        int state;
        Aquifer aquifer = ctx.aquifer;
        if (worldY <= base.lavaLevel().resolve(ctx.minGenY, ctx.genDepth)) {
            state = ctx.lava;
        } else {
            state = aquifer.computeSubstance(worldX, worldY, worldZ, 0.0);
            if (state == Aquifer.NO_STATE) return false;
        }
        ctx.set(xi, worldY, zi, state);
        boolean fluid = ctx.hasFluid(state);
        // game: reads the aquifer's flag even after the lava branch, which did not ask it (the flag of the last call)
        if (aquifer.shouldScheduleFluidUpdate() && fluid) ctx.chunk.markPostProcessing(xi, worldY, zi);
        if (hasGrass) {
            int below = worldY - 1;
            if (ctx.get(xi, below, zi) == ctx.dirt) {
                int top = ctx.topMaterial.at(worldX, below, worldZ, fluid);
                if (top >= 0) {
                    ctx.set(xi, below, zi, top);
                    if (ctx.hasFluid(top)) ctx.chunk.markPostProcessing(xi, below, zi);
                }
            }
        }
        return true;
    }

    /** Whether a tunnel at (x, z) with {@code totalSteps - currentStep} steps left can still reach the chunk. */
    static boolean canReach(CarvingContext ctx, double x, double z, int currentStep, int totalSteps, float thickness) {
        double xd = x - (ctx.chunkMinX + 8);
        double zd = z - (ctx.chunkMinZ + 8);
        double remaining = totalSteps - currentStep;
        double rr = thickness + 2.0f + 16.0f;
        return xd * xd + zd * zd - remaining * remaining <= rr * rr;
    }
}
