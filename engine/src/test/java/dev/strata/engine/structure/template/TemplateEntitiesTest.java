package dev.strata.engine.structure.template;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.DecorationRegion;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.random.XoroshiroRandom;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.testing.SharedData;
import java.util.ArrayList;
import java.util.List;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.FloatBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import org.junit.jupiter.api.Test;

/**
 * {@code StructureTemplate.placeEntities} on a synthetic template: positions and yaws under every mirror and some
 * turns (expected values worked out by hand from the game's {@code transform(Vec3)}, {@code Entity.rotate} and
 * {@code Entity.mirror}), the box test on the turned block position, no UUID, the chunk an entity goes to, and what
 * {@code finalizeEntities} adds.
 */
class TemplateEntitiesTest {
    final BlockStates states = new BlockStates(SharedData.vanilla());
    final DecorationRegion level = new DecorationRegion(states, 1L, 63, 0, 64, 0, 64, (x, y, z) -> 0);
    final ProtoChunk[] chunks = new ProtoChunk[9];

    TemplateEntitiesTest() {
        for (int dz = -1; dz <= 1; dz++) for (int dx = -1; dx <= 1; dx++) {
            ProtoChunk c = new ProtoChunk(0, 64);
            c.reset(dx, dz);
            c.setStatus(ProtoChunk.STATUS_CARVERS);
            chunks[(dz + 1) * 3 + dx + 1] = c;
        }
        level.set(0, 0, chunks);
    }

    private static CompoundBinaryTag nbt(String id, float yaw, float pitch) {
        return CompoundBinaryTag.builder().putString("id", id).putIntArray("UUID", new int[] {1, 2, 3, 4}).putInt("Marker", 7)
                .put("Rotation", ListBinaryTag.listBinaryTag(BinaryTagTypes.FLOAT, List.of(FloatBinaryTag.floatBinaryTag(yaw),
                        FloatBinaryTag.floatBinaryTag(pitch)))).build();
    }

    /** A villager at (0.25, 1, 0.75) in block (0, 1, 0), yaw 30, pitch 10; a sheep at (2.5, 1, 1.5) in block (2, 1, 1), yaw 350. */
    private static StructureTemplate template() {
        return new StructureTemplate("test.nbt", 3, 2, 2, List.of(List.of()), List.of(
                new StructureTemplate.EntityInfo(0.25, 1.0, 0.75, 0, 1, 0, nbt("minecraft:villager", 30f, 10f)),
                new StructureTemplate.EntityInfo(2.5, 1.0, 1.5, 2, 1, 1, nbt("minecraft:sheep", 350f, 0f))));
    }

    private List<CompoundBinaryTag> all() {
        List<CompoundBinaryTag> out = new ArrayList<>();
        for (ProtoChunk c : chunks) out.addAll(c.entities());
        return out;
    }

    private static String describe(CompoundBinaryTag e) {
        ListBinaryTag p = e.getList("Pos"), r = e.getList("Rotation");
        return e.getString("id") + " " + p.getDouble(0) + " " + p.getDouble(1) + " " + p.getDouble(2) + " " + r.getFloat(0) + " " + r.getFloat(1);
    }

    private List<String> place(Mirror m, Rotation r, BoundingBox box, boolean finalize) {
        for (ProtoChunk c : chunks) c.entities().clear();
        TemplateEntities.place(template(), level, 8, 10, 8, m, r, 0, 0, box, finalize);
        return all().stream().map(TemplateEntitiesTest::describe).toList();
    }

    @Test
    void positionsAndYawsUnderMirrorAndRotation() {
        // as stored, moved by (8, 10, 8); the sheep's yaw: wrapped -10, then -10 + (-10 - 350)
        assertEquals(List.of("minecraft:villager 8.25 11.0 8.75 30.0 10.0", "minecraft:sheep 10.5 11.0 9.5 -370.0 0.0"),
                place(Mirror.NONE, Rotation.NONE, null, false));
        // clockwise 90 about 0: (1 - z, x); yaw + 90
        assertEquals(List.of("minecraft:villager 8.25 11.0 8.25 120.0 10.0", "minecraft:sheep 7.5 11.0 10.5 -280.0 0.0"),
                place(Mirror.NONE, Rotation.CLOCKWISE_90, null, false));
        // counterclockwise 90: (z, 1 - x); yaw + 270
        assertEquals(List.of("minecraft:villager 8.75 11.0 8.75 300.0 10.0", "minecraft:sheep 9.5 11.0 6.5 -100.0 0.0"),
                place(Mirror.NONE, Rotation.COUNTERCLOCKWISE_90, null, false));
        // front_back: x = 1 - x; yaw: 30 + (-30 - 30)
        assertEquals(List.of("minecraft:villager 8.75 11.0 8.75 -30.0 10.0", "minecraft:sheep 6.5 11.0 9.5 -350.0 0.0"),
                place(Mirror.FRONT_BACK, Rotation.NONE, null, false));
        // left_right, then 180: z = 1 - z, then (1 - x, 1 - z); yaw: (30 + 180) + (150 - 30), the sheep's (-10 + 180) + (190 - 350)
        assertEquals(List.of("minecraft:villager 8.75 11.0 8.75 330.0 10.0", "minecraft:sheep 6.5 11.0 9.5 10.0 0.0"),
                place(Mirror.LEFT_RIGHT, Rotation.CLOCKWISE_180, null, false));
    }

    @Test
    void theBoxTestsTheTurnedBlockTheChunkIsThePositionsAndNoUuid() {
        // clockwise 90: the villager's block (0, 1, 0) -> (8, 11, 8), the sheep's (2, 1, 1) -> (7, 11, 10)
        assertEquals(List.of("minecraft:villager 8.25 11.0 8.25 120.0 10.0"),
                place(Mirror.NONE, Rotation.CLOCKWISE_90, new BoundingBox(8, 0, 0, 15, 63, 15), false));
        assertEquals(List.of("minecraft:sheep 7.5 11.0 10.5 -280.0 0.0"),
                place(Mirror.NONE, Rotation.CLOCKWISE_90, new BoundingBox(7, 11, 10, 7, 11, 10), false));
        // at the origin, clockwise 90: the sheep stands at (-0.5, 11, 2.5), in chunk (-1, 0); the villager in (0, 0)
        for (ProtoChunk c : chunks) c.entities().clear();
        TemplateEntities.place(template(), level, 0, 10, 0, Mirror.NONE, Rotation.CLOCKWISE_90, 0, 0, null, false);
        assertEquals(List.of("minecraft:sheep -0.5 11.0 2.5 -280.0 0.0"), level.chunkAt(-1, 0).entities().stream().map(TemplateEntitiesTest::describe).toList());
        assertEquals(List.of("minecraft:villager 0.25 11.0 0.25 120.0 10.0"), level.chunkAt(0, 0).entities().stream().map(TemplateEntitiesTest::describe).toList());
    }

    @Test
    void finalizeEntitiesMarksVillagersForAProfessionAndNothingElse() {
        place(Mirror.NONE, Rotation.NONE, null, true);
        for (CompoundBinaryTag e : all()) {
            assertNull(e.get("UUID"), "no UUID: " + e);
            assertEquals(7, e.getInt("Marker"), "the template's other data is kept: " + e);
            boolean villager = e.getString("id").equals("minecraft:villager");
            assertEquals(villager, e.getBoolean("AssignProfessionWhenSpawned"), e.toString());
            assertEquals(villager, e.get("AssignProfessionWhenSpawned") != null, e.toString());
        }
        place(Mirror.NONE, Rotation.NONE, null, false);
        assertEquals(2, all().size());
        for (CompoundBinaryTag e : all()) assertFalse(e.get("AssignProfessionWhenSpawned") != null, e.toString());
    }

    /** A piglin brute's finalizeSpawn gives it a golden axe in the main hand; the rest of its equipment stays. */
    @Test
    void finalizeEntitiesArmsAPiglinBrute() {
        CompoundBinaryTag helmet = CompoundBinaryTag.builder().putString("id", "minecraft:golden_helmet").putInt("count", 1).build();
        CompoundBinaryTag brute = nbt("minecraft:piglin_brute", 0f, 0f).put("equipment", CompoundBinaryTag.builder().put("head", helmet).build());
        StructureTemplate t = new StructureTemplate("brute.nbt", 1, 2, 1, List.of(List.of()),
                List.of(new StructureTemplate.EntityInfo(0.5, 1.0, 0.5, 0, 1, 0, brute)));
        for (boolean finalize : new boolean[] {false, true}) {
            for (ProtoChunk c : chunks) c.entities().clear();
            TemplateEntities.place(t, level, 8, 10, 8, Mirror.NONE, Rotation.NONE, 0, 0, null, finalize);
            CompoundBinaryTag equipment = all().get(0).getCompound("equipment");
            assertEquals(helmet, equipment.getCompound("head"));
            assertEquals(finalize ? "minecraft:golden_axe" : "", equipment.getCompound("mainhand").getString("id"), equipment.toString());
        }
    }

    @Test
    void placeInWorldPlacesThemUnlessTheSettingsIgnoreEntities() {
        StructureTemplate t = template();
        for (ProtoChunk c : chunks) c.entities().clear();
        t.placeInWorld(level, 8, 10, 8, StructurePlaceSettings.defaults(), new XoroshiroRandom(7), WorldGenLevel.UPDATE_ALL);
        assertEquals(List.of("minecraft:villager 8.25 11.0 8.75 30.0 10.0", "minecraft:sheep 10.5 11.0 9.5 -370.0 0.0"),
                all().stream().map(TemplateEntitiesTest::describe).toList());
        for (ProtoChunk c : chunks) c.entities().clear();
        t.placeInWorld(level, 8, 10, 8, new StructurePlaceSettings(Mirror.NONE, Rotation.NONE, 0, 0, true, null, true, false),
                new XoroshiroRandom(7), WorldGenLevel.UPDATE_ALL);
        assertEquals(List.of(), all());
    }
}
