package dev.strata.engine.structure.endcity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.DecorationRegion;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.StructureStart;
import dev.strata.engine.structure.template.Rotation;
import dev.strata.engine.structure.template.StructureTemplate;
import dev.strata.engine.testing.SharedData;
import java.util.Arrays;
import net.kyori.adventure.nbt.StringBinaryTag;
import org.junit.jupiter.api.Test;

/**
 * The blocks and block entities an end city piece places (game: {@code TemplateStructurePiece.postProcess} with
 * {@code EndCityPiece}'s settings and data markers), in a synthetic End-sized region of nine chunks around chunk (0, 0)
 * filled with end stone up to y 99. Positions are worked out here from the game's rotation rule (clockwise 90:
 * template (x, z) goes to (-z, x)), not by the code under test.
 */
class EndCityPostProcessTest {
    private static final int MIN_Y = 0, HEIGHT = 256;
    private static BlockStates states;
    private static EndCityTemplates templates;

    private static synchronized EndCityTemplates templates() {
        if (templates == null) {
            states = new BlockStates(SharedData.vanilla());
            templates = new EndCityTemplates(states);
        }
        return templates;
    }

    private static final class Region {
        final ProtoChunk[] chunks = new ProtoChunk[9];
        final DecorationRegion level;

        Region() {
            templates();
            level = new DecorationRegion(states, 13579L, 0, MIN_Y, HEIGHT, MIN_Y, HEIGHT, (x, y, z) -> 0);
            int endStone = states.defaultState("minecraft:end_stone");
            for (int dz = -1; dz <= 1; dz++) {
                for (int dx = -1; dx <= 1; dx++) {
                    ProtoChunk c = new ProtoChunk(MIN_Y, HEIGHT);
                    c.reset(dx, dz);
                    c.setStatus(ProtoChunk.STATUS_CARVERS);
                    Arrays.fill(c.blocks(), 0, (100 - MIN_Y) << 8, endStone);
                    c.setBlock(0, MIN_Y, 0, endStone);
                    Arrays.fill(c.oceanFloorWg(), 100);
                    Arrays.fill(c.worldSurfaceWg(), 100);
                    chunks[(dz + 1) * 3 + dx + 1] = c;
                }
            }
            level.set(0, 0, chunks);
        }

        String at(int x, int y, int z) {
            return states.registry().toString(level.getBlockState(x, y, z));
        }
    }

    private static String name(int state) {
        return states.registry().blockName(state);
    }

    /** The chunk (0, 0)'s writable box. */
    private static BoundingBox chunk00() {
        return StructureStart.writableArea(0, 0, MIN_Y, HEIGHT);
    }

    /**
     * An overwriting third floor turned clockwise: every template block at its turned place (stairs aside, whose shape
     * follows their neighbours), structure blocks left out (the end stone stays), and the chest under the "Chest" marker
     * with the end city loot table and the second {@code nextLong()} of the piece's random as its seed (the first went to
     * the seed the template's own data got).
     */
    @Test
    void aTurnedOverwritingPieceWithItsChestLoot() {
        Region r = new Region();
        EndCityTemplates.Entry e = templates().get("third_floor_2");
        StructureTemplate t = e.template();
        int tx = 14, ty = 90, tz = 1; // clockwise 90: x goes to tx - z (14..1), z to tz + x (1..14)
        EndCityPiece piece = new EndCityPiece(e, tx, ty, tz, Rotation.CLOCKWISE_90, true);
        assertEquals(new BoundingBox(1, 90, 1, 14, 97, 14), piece.getBoundingBox());
        LegacyRandom random = new LegacyRandom(7L);
        piece.postProcess(r.level, random, chunk00(), 0, 0, 0L);
        int wrong = 0;
        for (StructureTemplate.BlockInfo b : t.palettes().get(0)) {
            int x = tx - b.z(), y = ty + b.y(), z = tz + b.x();
            String block = name(b.state());
            if (block.endsWith("_stairs")) continue;
            String want;
            if (block.equals("minecraft:structure_block")) want = y < 100 ? "minecraft:end_stone" : "minecraft:air";
            else want = states.registry().toString(b.state());
            want = turnFacing(want);
            if (!want.equals(r.at(x, y, z))) wrong++;
        }
        assertEquals(0, wrong, "blocks not where the turned template puts them");
        // template chest (6, 5, 2), ender chest (7, 5, 2), facing south, turned to face west
        assertEquals("minecraft:chest[facing=west,type=single,waterlogged=false]", r.at(tx - 2, ty + 5, tz + 6));
        ProtoChunk.BlockEntityData chest = r.level.getBlockEntity(tx - 2, ty + 5, tz + 6);
        assertNotNull(chest);
        assertEquals("minecraft:chest", chest.id);
        LegacyRandom expected = new LegacyRandom(7L);
        expected.nextLong();
        assertEquals(StringBinaryTag.stringBinaryTag("minecraft:chests/end_city_treasure"), chest.fields.get("LootTable"));
        assertEquals((Object) expected.nextLong(), chest.fields.get("LootTableSeed"));
        assertNull(chest.fields.get("Items"), "a chest with a loot table saves no items");
        assertEquals(expected.nextLong(), random.nextLong(), "two draws: the template's seed, then the marker's");
        ProtoChunk.BlockEntityData enderChest = r.level.getBlockEntity(tx - 2, ty + 5, tz + 7);
        assertNotNull(enderChest);
        assertEquals("minecraft:ender_chest", enderChest.id);
        assertNull(enderChest.fields.get("LootTable"));
    }

    /** A horizontal {@code facing} turned clockwise (north to east...). */
    private static String turnFacing(String state) {
        String[][] turn = {{"facing=north", "facing=east"}, {"facing=east", "facing=south"}, {"facing=south", "facing=west"}, {"facing=west", "facing=north"}};
        for (String[] t : turn) if (state.contains(t[0])) return state.replace(t[0], t[1]);
        return state;
    }

    /** A piece that does not overwrite ({@code OW} false) keeps what is where its template has air; one that does makes it air. */
    @Test
    void airIsPlacedOnlyByOverwritingPieces() {
        EndCityTemplates.Entry e = templates().get("second_floor_2");
        int airX = -1, airY = -1, airZ = -1;
        for (StructureTemplate.BlockInfo b : e.template().palettes().get(0)) {
            if (states.isAir(b.state()) && b.y() == 1) {
                airX = b.x();
                airY = b.y();
                airZ = b.z();
                break;
            }
        }
        assertTrue(airX >= 0, "the template has air");
        for (boolean overwrite : new boolean[] {false, true}) {
            Region r = new Region();
            new EndCityPiece(e, 2, 95, 2, Rotation.NONE, overwrite).postProcess(r.level, new LegacyRandom(1L), chunk00(), 0, 0, 0L);
            assertEquals(overwrite ? "minecraft:air" : "minecraft:end_stone", r.at(2 + airX, 95 + airY, 2 + airZ), "overwrite " + overwrite);
        }
    }

    /**
     * Only the chunk's box is written: the fat tower top reaching from chunk (0, 0) into chunk (1, 0) leaves chunk (1, 0)
     * alone, and its two chests (template x 3 and 5, here x 16 and 18, in chunk (1, 0)) draw nothing.
     */
    @Test
    void onlyTheChunksBoxIsWrittenAndOnlyItsChestsDraw() {
        Region r = new Region();
        EndCityTemplates.Entry e = templates().get("fat_tower_top");
        EndCityPiece piece = new EndCityPiece(e, 13, 100, 0, Rotation.NONE, true);
        int[] before = r.chunks[5].blocks().clone();
        LegacyRandom random = new LegacyRandom(3L);
        piece.postProcess(r.level, random, chunk00(), 0, 0, 0L);
        assertTrue(Arrays.equals(before, r.chunks[5].blocks()), "chunk (1, 0) is untouched");
        assertEquals(new LegacyRandom(3L).nextLong(), random.nextLong(), "no chest of the chunk, no draw");
        assertTrue(r.chunks[5].blockEntities().isEmpty());
        int placed = 0;
        for (int x = 13; x < 16; x++) for (int y = 100; y < 106; y++) for (int z = 0; z < 16; z++) if (!r.at(x, y, z).equals("minecraft:air")) placed++;
        assertTrue(placed > 0, "the part in chunk (0, 0) is placed");
    }

    private static String describe(net.kyori.adventure.nbt.CompoundBinaryTag e) {
        net.kyori.adventure.nbt.ListBinaryTag p = e.getList("Pos"), r = e.getList("Rotation");
        return e.getString("id") + " " + p.getDouble(0) + " " + p.getDouble(1) + " " + p.getDouble(2) + " " + r.getFloat(0);
    }

    /**
     * The data markers' entities (game: {@code handleDataMarker}): the turned third floor's two {@code Sentry} markers
     * (template (2, 5, 2) and (11, 5, 2)) each add a shulker at the marker block's bottom centre.
     */
    @Test
    void sentryMarkersAddShulkers() {
        Region r = new Region();
        new EndCityPiece(templates().get("third_floor_2"), 14, 90, 1, Rotation.CLOCKWISE_90, true).postProcess(r.level, new LegacyRandom(7L), chunk00(), 0, 0, 0L);
        assertEquals(java.util.Set.of("minecraft:shulker 12.5 95.0 3.5 0.0", "minecraft:shulker 12.5 95.0 12.5 0.0"),
                java.util.Set.copyOf(r.chunks[4].entities().stream().map(EndCityPostProcessTest::describe).toList()));
        assertEquals(2, r.chunks[4].entities().size());
    }

    /**
     * The ship turned clockwise at (14, 90, 1): its {@code Elytra} marker (template (6, 5, 7), here (7, 95, 7)) adds an
     * item frame holding elytra attached to that block and facing west (south turned clockwise; {@code Facing} 4, yaw
     * 90), its centre 0.46875 east of the block centre; the {@code Sentry} at template (6, 4, 8), here (6, 94, 7), a
     * shulker; the ship's two other sentries (x -13) are outside the chunk and add nothing.
     */
    @Test
    void theShipsElytraFrameAndSentry() {
        Region r = new Region();
        new EndCityPiece(templates().get("ship"), 14, 90, 1, Rotation.CLOCKWISE_90, true).postProcess(r.level, new LegacyRandom(7L), chunk00(), 0, 0, 0L);
        java.util.List<net.kyori.adventure.nbt.CompoundBinaryTag> all = new java.util.ArrayList<>();
        for (ProtoChunk c : r.chunks) all.addAll(c.entities());
        assertEquals(java.util.Set.of("minecraft:item_frame 7.96875 95.5 7.5 90.0", "minecraft:shulker 6.5 94.0 7.5 0.0"),
                java.util.Set.copyOf(all.stream().map(EndCityPostProcessTest::describe).toList()));
        assertEquals(2, all.size());
        net.kyori.adventure.nbt.CompoundBinaryTag frame = all.stream().filter(e -> e.getString("id").equals("minecraft:item_frame")).findFirst().orElseThrow();
        assertEquals(4, frame.getByte("Facing"));
        assertTrue(Arrays.equals(new int[] {7, 95, 7}, frame.getIntArray("block_pos")), Arrays.toString(frame.getIntArray("block_pos")));
        assertEquals("minecraft:elytra", frame.getCompound("Item").getString("id"));
        assertEquals(1, frame.getCompound("Item").getInt("count"));
    }
}
