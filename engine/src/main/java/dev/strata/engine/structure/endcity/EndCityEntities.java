package dev.strata.engine.structure.endcity;

import dev.strata.engine.feature.tree.Direction;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.DoubleBinaryTag;
import net.kyori.adventure.nbt.FloatBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;

/**
 * The entities an end city's data markers add (game 26.2: {@code EndCityPieces.EndCityPiece.handleDataMarker}), as
 * entity tags for the proto chunk. Minimal: the fields the game's spawn decides; every other field the game saves for
 * a fresh entity is its load default. Neither draws from the piece's random; the UUID is given when the chunk is
 * finished ({@code gen/FullChunkEntities}).
 */
final class EndCityEntities {
    /** Game: {@code HangingEntity}'s offset of an item frame's centre from its block centre, against its facing. */
    private static final double FRAME_DEPTH = 0.46875;

    private EndCityEntities() {}

    /**
     * {@code Sentry}: a shulker made with {@code EntityType.create} and {@code setPos(x + 0.5, y, z + 0.5)} (no
     * {@code finalizeSpawn}, no persistence flag: a shulker is never removed for being far away). Its attachment face
     * (down), peek and colour are the defaults a shulker loads with.
     */
    static CompoundBinaryTag shulker(int x, int y, int z) {
        return CompoundBinaryTag.builder().putString("id", "minecraft:shulker").put("Pos", pos(x + 0.5, y, z + 0.5))
                .put("Rotation", rotation(0f)).build();
    }

    /**
     * {@code Elytra}: {@code new ItemFrame(level, pos, facing)} holding one elytra. The frame's attachment block is the
     * marker's ({@code block_pos}, which the game requires within 16 blocks of {@code Pos} when it loads the frame),
     * {@code Facing} its direction's 3D data value; its position is the block centre moved 0.46875 against the facing
     * and its yaw the direction's 2D data value times 90 ({@code setDirection}, horizontal); item rotation 0, drop
     * chance 1, visible, not fixed (as {@code ItemFrame.addAdditionalSaveData} writes a fresh frame).
     */
    static CompoundBinaryTag elytraFrame(int x, int y, int z, Direction facing) {
        double px = x + 0.5 - FRAME_DEPTH * facing.stepX, py = y + 0.5 - FRAME_DEPTH * facing.stepY, pz = z + 0.5 - FRAME_DEPTH * facing.stepZ;
        return CompoundBinaryTag.builder().putString("id", "minecraft:item_frame").put("Pos", pos(px, py, pz))
                .put("Rotation", rotation(horizontalIndex(facing) * 90f))
                .putIntArray("block_pos", new int[] {x, y, z})
                .putByte("Facing", (byte) facing.ordinal())
                .put("Item", CompoundBinaryTag.builder().putString("id", "minecraft:elytra").putInt("count", 1).build())
                .putByte("ItemRotation", (byte) 0).putFloat("ItemDropChance", 1.0f)
                .putBoolean("Invisible", false).putBoolean("Fixed", false).build();
    }

    /** Game: {@code Direction.get2DDataValue} (south 0, west 1, north 2, east 3). */
    static int horizontalIndex(Direction d) {
        return switch (d) {
            case SOUTH -> 0;
            case WEST -> 1;
            case NORTH -> 2;
            case EAST -> 3;
            default -> throw new IllegalArgumentException("not horizontal: " + d);
        };
    }

    private static ListBinaryTag pos(double x, double y, double z) {
        return ListBinaryTag.builder(BinaryTagTypes.DOUBLE).add(DoubleBinaryTag.doubleBinaryTag(x)).add(DoubleBinaryTag.doubleBinaryTag(y))
                .add(DoubleBinaryTag.doubleBinaryTag(z)).build();
    }

    private static ListBinaryTag rotation(float yaw) {
        return ListBinaryTag.builder(BinaryTagTypes.FLOAT).add(FloatBinaryTag.floatBinaryTag(yaw)).add(FloatBinaryTag.floatBinaryTag(0f)).build();
    }
}
