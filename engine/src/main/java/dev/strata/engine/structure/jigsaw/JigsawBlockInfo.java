package dev.strata.engine.structure.jigsaw;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.feature.tree.Direction;
import dev.strata.engine.structure.template.Rotation;

/**
 * A jigsaw block of a template (game: {@code StructureTemplate.JigsawBlockInfo}): its position, the front and top of
 * its {@code orientation} state, and its block entity's fields. Positions are template coordinates as read, or
 * absolute once {@link #placed placed}.
 *
 * @param x block x
 * @param y block y
 * @param z block z
 * @param front the side the jigsaw connects through (game: {@code JigsawBlock.getFrontFacing})
 * @param top the jigsaw's top (game: {@code getTopFacing})
 * @param rollable the joint: {@code rollable} (any top) or {@code aligned} (tops must match); without a {@code joint}
 *     field, aligned when the front is horizontal (game: {@code getDefaultJointType})
 * @param name the jigsaw's {@code name} (default {@code minecraft:empty})
 * @param pool the {@code pool} its children are drawn from (default {@code minecraft:empty})
 * @param target the name of the jigsaw a child must connect with ({@code target}, default {@code minecraft:empty})
 * @param placementPriority {@code placement_priority}: children of higher priority are expanded first
 * @param selectionPriority {@code selection_priority}: jigsaws of higher priority are tried first
 * @param finalState the state the jigsaw turns into when placed ({@code final_state}, default {@code minecraft:air})
 */
public record JigsawBlockInfo(int x, int y, int z, Direction front, Direction top, boolean rollable, ResourceId name, ResourceId pool,
                              ResourceId target, int placementPriority, int selectionPriority, String finalState) {
    /** Game: {@code JigsawBlockEntity.EMPTY_ID} and {@code Pools.EMPTY}. */
    public static final ResourceId EMPTY = ResourceId.parse("minecraft:empty");

    /** The jigsaw turned with a template placed at {@code (px, py, pz)} with {@code rotation} (pivot at the origin). */
    JigsawBlockInfo placed(int px, int py, int pz, Rotation rotation) {
        int[] p = dev.strata.engine.structure.template.StructureTemplate.transform(x, y, z, dev.strata.engine.structure.template.Mirror.NONE,
                rotation, 0, 0);
        return new JigsawBlockInfo(p[0] + px, p[1] + py, p[2] + pz, rotation.rotate(front), rotation.rotate(top), rollable, name, pool, target,
                placementPriority, selectionPriority, finalState);
    }

    /**
     * Game: {@code JigsawBlock.canAttach(source, target)}: fronts opposite, tops equal unless the source's joint is
     * rollable, and the source's target is the other's name.
     */
    static boolean canAttach(JigsawBlockInfo source, JigsawBlockInfo target) {
        return source.front == target.front.opposite() && (source.rollable || source.top == target.top) && source.target.equals(target.name);
    }
}
