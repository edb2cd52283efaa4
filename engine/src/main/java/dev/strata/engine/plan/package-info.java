/**
 * Which chunks a {@code generate} run produces, and in which order.
 *
 * <p>Coordinate frames: <b>blocks</b> are absolute block coordinates (x east, z south); <b>chunks</b> are 16×16
 * block columns, chunk {@code cx} spans blocks {@code cx*16 .. cx*16+15}; <b>regions</b> are 32×32 chunks (one
 * {@code r.X.Z.mca} file), region {@code rx} spans chunks {@code rx*32 .. rx*32+31}. All conversions floor
 * ({@code >> 4}, {@code >> 5}). Chunk and region coordinates are packed into a {@code long} only by
 * {@link dev.strata.engine.plan.ChunkPos}.
 *
 * <p>Entry point: {@link dev.strata.engine.plan.RegionPlan#of}, fed by {@link dev.strata.engine.plan.Center#parse},
 * {@link dev.strata.engine.plan.Distance#parse}, {@link dev.strata.engine.plan.Shape#parse} and
 * {@link dev.strata.engine.plan.Pattern#parse}.
 */
package dev.strata.engine.plan;
