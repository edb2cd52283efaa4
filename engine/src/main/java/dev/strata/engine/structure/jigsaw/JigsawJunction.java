package dev.strata.engine.structure.jigsaw;

/**
 * Where a jigsaw piece meets a neighbour (game: {@code pools.JigsawJunction}), kept on both pieces of each
 * connection for the noise step's beardifier, which smooths the terrain around it. Saved in the piece's NBT under
 * {@code junctions} as {@code source_x}, {@code source_ground_y}, {@code source_z}, {@code delta_y},
 * {@code dest_proj}.
 *
 * @param sourceX block x of the jigsaw block on the other side of the connection (for the source piece: the target
 *     position in front of its jigsaw; for the target piece: the source jigsaw's position)
 * @param sourceGroundY block y of the ground at the connection, as the game computes it: the junction's y less the
 *     jigsaw's height in its piece plus the piece's ground level delta
 * @param sourceZ block z, as {@link #sourceX}
 * @param deltaY the height step between the two jigsaws (negated on the target piece's junction)
 * @param destProjection the projection of the piece on the other side
 */
public record JigsawJunction(int sourceX, int sourceGroundY, int sourceZ, int deltaY, Projection destProjection) {}
