/**
 * Biomes, bit for bit as the game 26.2 places them ({@code net.minecraft.world.level.biome}).
 *
 * <p>Coordinate frames used throughout: <b>blocks</b> are absolute block coordinates; <b>quarts</b> are biome cells
 * of 4×4×4 blocks, {@code quart = block >> 2} and {@code block = quart << 2} (game: {@code QuartPos}); a chunk
 * section holds 4×4×4 quarts. Biomes are plain {@code int} ids: the index in the sorted biome registry
 * ({@link dev.strata.engine.biome.BiomeRegistry}).
 *
 * <p>Pipeline: a {@link dev.strata.engine.biome.ClimateSampler} reads the six climate functions of the noise router
 * at a quart and quantizes them ({@link dev.strata.engine.biome.Climate}); a
 * {@link dev.strata.engine.biome.BiomeSource} (multi-noise via the {@link dev.strata.engine.biome.ClimateRTree},
 * the end, fixed, checkerboard) turns that into a biome per quart; {@link dev.strata.engine.biome.ChunkBiomes}
 * fills a chunk's quart grid; {@link dev.strata.engine.biome.BiomeZoom} picks the quart a block position reads.
 */
package dev.strata.engine.biome;
