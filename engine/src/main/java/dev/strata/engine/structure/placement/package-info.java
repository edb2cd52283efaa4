/**
 * Structure placement, as the game 26.2 decides it ({@code net.minecraft.world.level.levelgen.structure.placement}
 * and {@code ChunkGeneratorStructureState}; the rules are unchanged from 26.1): which chunks may start which
 * structure, before any structure is generated.
 *
 * <p>{@link dev.strata.engine.structure.placement.StructureSetParser} reads {@code worldgen/structure_set/*.json} into
 * {@link dev.strata.engine.structure.placement.StructureSetDef}s (weighted structures and a
 * {@link dev.strata.engine.structure.placement.StructurePlacement}: random spread or concentric rings) and the
 * {@code biomes} of the structures they name ({@link dev.strata.engine.structure.placement.StructureDef}).
 * {@link dev.strata.engine.structure.placement.StructurePlacements} binds them to a dimension's biome source and the
 * world seed: the sets possible in the dimension in the registry's order, the full chunk test (placement rule,
 * frequency reduction, exclusion zone) and the candidates of a chunk with the order in which the game tries a set's
 * structures. Concentric rings ({@link dev.strata.engine.structure.placement.RingPositions}) move each ring position
 * with the game's horizontal biome search ({@link dev.strata.engine.structure.placement.BiomeSearch}).
 *
 * <p>Chunk positions are packed longs ({@link dev.strata.engine.plan.ChunkPos#pack}). Whether a structure actually
 * starts in a candidate chunk (its own biome check at the start position, terrain, pieces) is the structure's
 * generation, not placement.
 */
package dev.strata.engine.structure.placement;
