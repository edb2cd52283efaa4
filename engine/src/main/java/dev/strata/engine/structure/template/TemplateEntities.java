package dev.strata.engine.structure.template;

import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.structure.BoundingBox;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.DoubleBinaryTag;
import net.kyori.adventure.nbt.FloatBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;

/**
 * A template's entities placed into the level (game 26.2: {@code StructureTemplate.placeEntities}, called by
 * {@code placeInWorld} after the blocks unless the settings ignore entities).
 *
 * <p>For each entity of the template, in the template's order: its block position mirrored, turned about the pivot
 * and moved to the placement position; outside the box (when there is one) it is skipped. Otherwise its data is
 * copied with {@code Pos} its exact position transformed the same way ({@code transform(Vec3)}: a mirror takes
 * {@code 1 - x} or {@code 1 - z}, a turn lands on the far side of the turned block, {@code + 1}), without {@code UUID}
 * (the game creates the entity afresh; Strata gives it its UUID when the chunk is finished,
 * {@code gen/FullChunkEntities}), and with its yaw {@code rotate(rotation) + mirror(mirror) - yaw} (game:
 * {@code Entity.rotate}: the wrapped yaw plus 0, 90, 180 or 270 degrees; {@code Entity.mirror}: the wrapped yaw,
 * its negation for {@code FRONT_BACK}, 180 minus it for {@code LEFT_RIGHT}); the pitch is kept. It is added to the chunk
 * holding its position ({@code addFreshEntityWithPassengers}).
 *
 * <p><b>finalizeSpawn.</b> With {@code finalizeEntities} (the jigsaw pieces' settings; every other caller leaves the
 * game's default, off) the game calls {@code Mob.finalizeSpawn(..., STRUCTURE, null)} on a mob. What it decides there
 * without a random is written: a villager gets {@code AssignProfessionWhenSpawned} (it takes a job at its first tick
 * near a free workstation), a piglin brute its golden axe. A piglin brute's {@code HOME} memory (its block in its
 * dimension) is not written (the brain's saved form is not written out here); it loads without one. A villager's or
 * zombie villager's type is not changed: in 26.2
 * {@code finalizeVillagerType} keeps data that was loaded, and every template villager carries its
 * {@code VillagerData}. The rest of {@code finalizeSpawn} draws from the generation region's random (the follow range
 * bonus and left-handedness of every mob, a cat's, horse's or sheep's variant, a zombie villager's equipment, a
 * piglin's memories) or reads the world's state (difficulty, moon phase, date); Strata's rule is to make none of those
 * draws: the mob keeps the template's data for them (each a value the game can give). The entity is otherwise the
 * template's data as stored (the game reads it into a fresh entity and saves that entity into the proto chunk; the
 * fields it adds are the load defaults).
 */
public final class TemplateEntities {
    private TemplateEntities() {}

    /**
     * Places {@code t}'s entities with the template's origin at {@code (px, py, pz)} (absolute block coordinates).
     *
     * @param pivotX the rotation pivot's x (template coordinates)
     * @param pivotZ the rotation pivot's z
     * @param box the box outside which no entity is placed (by its transformed block position), or null for none
     * @param finalizeEntities game: {@code StructurePlaceSettings.shouldFinalizeEntities}
     */
    public static void place(StructureTemplate t, WorldGenLevel level, int px, int py, int pz, Mirror mirror, Rotation rotation,
                             int pivotX, int pivotZ, BoundingBox box, boolean finalizeEntities) {
        for (StructureTemplate.EntityInfo e : t.entities()) {
            int[] b = StructureTemplate.transform(e.blockX(), e.blockY(), e.blockZ(), mirror, rotation, pivotX, pivotZ);
            if (box != null && !box.isInside(b[0] + px, b[1] + py, b[2] + pz)) continue;
            double[] p = transform(e.x(), e.y(), e.z(), mirror, rotation, pivotX, pivotZ);
            double x = p[0] + px, y = p[1] + py, z = p[2] + pz;
            CompoundBinaryTag.Builder tag = CompoundBinaryTag.builder();
            for (String k : e.nbt().keySet()) {
                if (!k.equals("UUID") && !k.equals("Pos") && !k.equals("Rotation")) tag.put(k, e.nbt().get(k));
            }
            tag.put("Pos", ListBinaryTag.builder(BinaryTagTypes.DOUBLE).add(DoubleBinaryTag.doubleBinaryTag(x))
                    .add(DoubleBinaryTag.doubleBinaryTag(y)).add(DoubleBinaryTag.doubleBinaryTag(z)).build());
            ListBinaryTag rot = e.nbt().getList("Rotation");
            float yaw = rot.size() > 0 ? rot.getFloat(0) : 0f, pitch = rot.size() > 1 ? rot.getFloat(1) : 0f;
            tag.put("Rotation", ListBinaryTag.builder(BinaryTagTypes.FLOAT).add(FloatBinaryTag.floatBinaryTag(yaw(yaw, mirror, rotation)))
                    .add(FloatBinaryTag.floatBinaryTag(pitch)).build());
            if (finalizeEntities) finalizeSpawn(e.nbt().getString("id"), e.nbt(), tag);
            level.addFreshEntity((int) Math.floor(x), (int) Math.floor(z), tag.build());
        }
    }

    /**
     * What {@code finalizeSpawn(STRUCTURE)} decides without a random: a villager is to take a profession
     * ({@code AssignProfessionWhenSpawned}); a piglin brute holds a golden axe ({@code PiglinBrute.populateDefaultEquipmentSlots},
     * into the template's {@code equipment}).
     */
    private static void finalizeSpawn(String id, CompoundBinaryTag nbt, CompoundBinaryTag.Builder tag) {
        switch (id) {
            case "minecraft:villager" -> tag.putBoolean("AssignProfessionWhenSpawned", true);
            case "minecraft:piglin_brute" -> tag.put("equipment", nbt.getCompound("equipment").put("mainhand",
                    CompoundBinaryTag.builder().putString("id", "minecraft:golden_axe").putInt("count", 1).build()));
            default -> { }
        }
    }

    /** Game: {@code StructureTemplate.transform(Vec3, mirror, rotation, pivot)}: {x, y, z}. */
    static double[] transform(double x, double y, double z, Mirror mirror, Rotation rotation, int qx, int qz) {
        if (mirror == Mirror.LEFT_RIGHT) z = 1.0 - z;
        else if (mirror == Mirror.FRONT_BACK) x = 1.0 - x;
        return switch (rotation) {
            case CLOCKWISE_180 -> new double[] {(qx + qx + 1) - x, y, (qz + qz + 1) - z};
            case COUNTERCLOCKWISE_90 -> new double[] {(qx - qz) + z, y, (qx + qz + 1) - x};
            case CLOCKWISE_90 -> new double[] {(qx + qz + 1) - z, y, (qz - qx) + x};
            default -> new double[] {x, y, z};
        };
    }

    /** The placed entity's yaw: {@code rotate(rotation) + mirror(mirror) - yaw} (game: {@code placeEntities}). */
    static float yaw(float yaw, Mirror mirror, Rotation rotation) {
        float wrapped = wrapDegrees(yaw);
        float turned = switch (rotation) {
            case CLOCKWISE_180 -> wrapped + 180f;
            case COUNTERCLOCKWISE_90 -> wrapped + 270f;
            case CLOCKWISE_90 -> wrapped + 90f;
            default -> wrapped;
        };
        float mirrored = switch (mirror) {
            case LEFT_RIGHT -> 180f - wrapped;
            case FRONT_BACK -> -wrapped;
            default -> wrapped;
        };
        return turned + (mirrored - yaw);
    }

    /** Game: {@code Mth.wrapDegrees(float)}. */
    private static float wrapDegrees(float degrees) {
        float f = degrees % 360.0f;
        if (f >= 180.0f) f -= 360.0f;
        if (f < -180.0f) f += 360.0f;
        return f;
    }
}
