package dev.strata.engine.structure.fortress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.Structure;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructureStart;
import dev.strata.engine.structure.StructureStarts;
import dev.strata.engine.testing.SharedData;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The nether fortress the game made for seed 13579 ({@code ../shared/fixtures/vanilla-hashes-13579/structure_starts.json}:
 * one fortress of 154 pieces in the nether, chunk -99, -92), generated through {@link StructureStarts} with the real
 * nether generator: every piece's type, depth, orientation and box in the game's order, and the start's box.
 */
class FortressStartsTest {
    private static final long SEED = 13579L;
    private static DimensionGenerator nether;
    private static DimensionGenerator.Worker worker;
    private static StructureStarts starts;

    @BeforeAll
    static void load() {
        nether = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse("minecraft:the_nether"), null, SEED);
        worker = nether.newWorker();
        starts = nether.structureStarts();
    }

    static List<JsonObject> fixtureStarts(String structure) throws Exception {
        String text = Files.readString(SharedData.root().resolve("fixtures/vanilla-hashes-13579/structure_starts.json"));
        List<JsonObject> out = new ArrayList<>();
        for (JsonElement e : JsonParser.parseString(text).getAsJsonObject().getAsJsonArray("starts")) {
            JsonObject s = e.getAsJsonObject();
            if (s.get("structure").getAsString().equals(structure)) out.add(s);
        }
        return out;
    }

    static String describe(StructurePiece p) {
        BoundingBox b = p.getBoundingBox();
        int o = p.getOrientation() == null ? -1 : StructurePiece.get2DDataValue(p.getOrientation());
        return "[\"" + p.typeId() + "\"," + p.getGenDepth() + "," + o + "," + b.minX() + "," + b.minY() + "," + b.minZ() + "," + b.maxX() + "," + b.maxY() + ","
                + b.maxZ() + "]";
    }

    @Test
    void everyPieceOfTheGamesFortressIsReproduced() throws Exception {
        List<JsonObject> fixture = fixtureStarts("minecraft:fortress");
        assertEquals(1, fixture.size(), "fortress starts in the fixture");
        JsonObject s = fixture.get(0);
        assertEquals("minecraft:the_nether", s.get("dimension").getAsString());
        int cx = s.get("chunk_x").getAsInt(), cz = s.get("chunk_z").getAsInt();
        ResourceId fortress = ResourceId.parse("minecraft:fortress");
        assertTrue(starts.supported(fortress));
        Structure structure = starts.structure(fortress);
        StructureStart start = starts.generate(structure, cx, cz, worker.structureContext());
        JsonArray want = s.getAsJsonArray("pieces");
        List<StructurePiece> got = start.pieces();
        int matched = 0;
        for (int i = 0; i < Math.min(want.size(), got.size()); i++) if (want.get(i).toString().equals(describe(got.get(i)))) matched++;
        System.out.println("fortress pieces matching the game's: " + matched + " of " + want.size());
        for (int i = 0; i < Math.min(want.size(), got.size()); i++) {
            assertEquals(want.get(i).toString(), describe(got.get(i)), "fortress at chunk " + cx + " " + cz + ", piece " + i);
        }
        assertEquals(154, want.size());
        assertEquals(want.size(), got.size(), "piece count");
        assertEquals(s.getAsJsonArray("bounding_box").toString(), java.util.Arrays.toString(start.boundingBox().toArray()).replace(" ", ""), "box");
        // the set's own choice (fortress or bastion remnant) gives this start too
        List<StructureStart> at = starts.startsAt(cx, cz, worker.structureContext());
        assertEquals(1, at.size(), "starts in chunk " + cx + ", " + cz);
        assertEquals("minecraft:fortress", at.get(0).structure());
        assertEquals(154, at.get(0).pieces().size());
    }

    /**
     * The features step of the start chunk places the start's bridge crossing (nether bricks inside its box) only with
     * structures on, and the chunk saves the start with its 154 children and a reference to itself.
     */
    @Test
    void theFeaturesStepPlacesTheFortressAndTheChunkSavesIt() {
        int cx = -99, cz = -92;
        ProtoChunk on = decorated(cx, cz, true), off = decorated(cx, cz, false);
        StructureStart s = starts.startsAt(cx, cz, worker.structureContext()).get(0);
        BoundingBox first = s.pieces().get(0).getBoundingBox();
        int bricks = nether.features().states().blockIndex("minecraft:nether_bricks"), placed = 0, before = 0;
        for (int x = Math.max(first.minX(), cx << 4); x <= Math.min(first.maxX(), (cx << 4) + 15); x++) {
            for (int z = Math.max(first.minZ(), cz << 4); z <= Math.min(first.maxZ(), (cz << 4) + 15); z++) {
                for (int y = first.minY(); y <= first.maxY(); y++) {
                    if (nether.features().states().block(on.getBlock(x & 15, y, z & 15)) == bricks) placed++;
                    if (nether.features().states().block(off.getBlock(x & 15, y, z & 15)) == bricks) before++;
                }
            }
        }
        assertEquals(0, before, "no bricks without structures");
        assertTrue(placed > 100, placed + " bricks of the crossing");
        net.kyori.adventure.nbt.CompoundBinaryTag tag = starts.chunkTag(cx, cz, worker.structureContext());
        net.kyori.adventure.nbt.CompoundBinaryTag fortress = tag.getCompound("starts").getCompound("minecraft:fortress");
        assertEquals(154, fortress.getList("Children").size());
        assertEquals("minecraft:nebcr", fortress.getList("Children").getCompound(0).getString("id"));
        assertEquals(List.of((cx & 0xFFFFFFFFL) | ((long) cz << 32)), // the game's ChunkPos.pack
                java.util.Arrays.stream(tag.getCompound("References").getLongArray("minecraft:fortress")).boxed().toList());
    }

    /**
     * The start chunk saves the start as made, whatever was placed before it was written: placing a piece clears its
     * saved {@code Chest} or {@code Mob} flag, and which pieces were placed by then depends on the order chunks are
     * decorated in, so saving the placed state would make the bytes depend on scheduling.
     */
    @Test
    void theSavedStartDoesNotDependOnWhatWasPlacedBefore() {
        int cx = -99, cz = -92;
        DimensionGenerator g = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse("minecraft:the_nether"), null, SEED);
        DimensionGenerator.Worker w = g.newWorker();
        StructureStarts fresh = g.structureStarts();
        net.kyori.adventure.nbt.CompoundBinaryTag before = fresh.chunkTag(cx, cz, w.structureContext());
        StructureStart s = fresh.startsAt(cx, cz, w.structureContext()).get(0);
        BoundingBox box = s.boundingBox();
        boolean cleared = false;
        dev.strata.engine.feature.DecorationRegion region = new dev.strata.engine.feature.DecorationRegion(g.features().states(), SEED, 32,
                g.minY(), g.height(), g.minY(), g.height(), (qx, qy, qz) -> 0);
        for (int x = box.minX() >> 4; x <= box.maxX() >> 4; x++) {
            for (int z = box.minZ() >> 4; z <= box.maxZ() >> 4; z++) {
                ProtoChunk[] around = new ProtoChunk[9];
                for (int dz = -1; dz <= 1; dz++) {
                    for (int dx = -1; dx <= 1; dx++) {
                        ProtoChunk c = g.newChunk();
                        c.reset(x + dx, z + dz);
                        c.setStatus(ProtoChunk.STATUS_CARVERS);
                        around[(dz + 1) * 3 + dx + 1] = c;
                    }
                }
                region.set(x, z, around);
                s.placeInChunk(region, new dev.strata.engine.random.LegacyRandom(0L),
                        StructureStart.writableArea(x, z, g.minY(), g.height()), x, z);
            }
        }
        for (StructurePiece p : s.pieces()) {
            net.kyori.adventure.nbt.CompoundBinaryTag t = p.createTag();
            if (t.keySet().contains("Chest") && t.getByte("Chest") == 0) cleared = true;
        }
        assertTrue(cleared, "placing the pieces cleared a chest flag of the start kept in memory");
        assertEquals(before, fresh.chunkTag(cx, cz, w.structureContext()), "the saved start");
    }

    private static ProtoChunk decorated(int cx, int cz, boolean structures) {
        DimensionGenerator g = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse("minecraft:the_nether"), null, SEED);
        g.setGenerateStructures(structures);
        DimensionGenerator.Worker w = g.newWorker();
        ProtoChunk[] around = new ProtoChunk[9];
        for (int dz = -1; dz <= 1; dz++) {
            for (int dx = -1; dx <= 1; dx++) {
                ProtoChunk c = g.newChunk();
                w.generate(cx + dx, cz + dz, ChunkStep.CARVERS, c);
                around[(dz + 1) * 3 + dx + 1] = c;
            }
        }
        w.decorate(around);
        return around[4];
    }
}
