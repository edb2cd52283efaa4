package dev.strata.engine.structure;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.DecorationRegion;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.random.LegacyRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * What a read start places: for starts of every hand-built family ({@link CodecStarts}), the start read back from its
 * own tag ({@link StructureStartReader}) places, chunk by chunk over the chunks its pieces cover, the same blocks,
 * block entities, entities, ticks and post-processing marks as the start it was made from: the state the codec keeps
 * is the state placing reads, not just an echo of the tag. Each chunk is placed into a synthetic region of nine
 * chunks (the dimension's stone-like block up to a ground height, air above, water or lava below the sea where the
 * dimension has one), each start's pieces in order then the structure's {@code afterPlace}, with the same random.
 * Both starts walk the chunks in the same order, since placing sets flags pieces keep (a chest placed, a height found).
 */
class StructurePieceCodecPlacementTest {
    /** At most this many chunks per start (every k-th of its chunks, k chosen so); the large ones are sampled. */
    private static final int MAX_CHUNKS = 36;

    /** The centre chunk after placing: all it holds that placing may change. */
    record Placed(int[] blocks, String blockEntities, List<?> entities, List<?> blockTicks, List<?> fluidTicks, String postProcessing) {}

    @Test
    void aReadStartPlacesWhatTheStartItWasMadeFromPlaces() {
        Set<String> families = new TreeSet<>();
        int chunks = 0, changed = 0, withBlockEntities = 0, withEntities = 0;
        List<String> flagged = new ArrayList<>();
        for (CodecStarts.Made m : CodecStarts.fresh(2)) {
            families.add(m.start().structure());
            // a list of its own: these starts are placed; both begin from the same state
            StructureStart original = m.start(), read = StructurePieceCodecTest.reread(m);
            net.kyori.adventure.nbt.CompoundBinaryTag before = original.createTag();
            BoundingBox box = original.boundingBox();
            List<int[]> cs = new ArrayList<>();
            for (int cx = box.minX() >> 4; cx <= box.maxX() >> 4; cx++) for (int cz = box.minZ() >> 4; cz <= box.maxZ() >> 4; cz++) cs.add(new int[] {cx, cz});
            int step = (cs.size() + MAX_CHUNKS - 1) / MAX_CHUNKS;
            int changedHere = 0;
            for (int i = 0; i < cs.size(); i += step) {
                int cx = cs.get(i)[0], cz = cs.get(i)[1];
                Placed want = place(m, original, cx, cz), got = place(m, read, cx, cz);
                String where = m.label() + ", chunk " + cx + ", " + cz;
                assertSamePlaced(want, got, where);
                if (!Arrays.equals(want.blocks(), place(m, new StructureStart(m.start().structure(), 0, 0, 0, List.of(), 0), cx, cz).blocks())) changedHere++;
                chunks++;
                if (!want.blockEntities().isEmpty()) withBlockEntities++;
                if (!want.entities().isEmpty()) withEntities++;
            }
            assertTrue(changedHere > 0, m.label() + ": its pieces place blocks in some chunk");
            // placing set flags the pieces save (a chest or spawner placed, a height found): they read back too
            net.kyori.adventure.nbt.CompoundBinaryTag after = original.createTag();
            StructurePieceCodecTest.assertSameStartTag(after, read.createTag(), m.label() + ": the read start's saved state after placing");
            // a placed igloo keeps its box on the ground but its template position at y 90, and the game's loader takes
            // the box from the template position (a jigsaw piece's from its element's template): so those boxes are left out
            StructurePieceCodecTest.assertSameStartTag(withoutTemplateBoxes(after),
                    withoutTemplateBoxes(StructureStartReader.read(StructurePieceCodecTest.CONTEXT, after, "x", CodecStarts.SEED, id -> m.structure()).createTag()),
                    m.label() + ": the placed start read back");
            if (!after.equals(before)) flagged.add(m.label());
            changed += changedHere;
        }
        System.out.println("piece codec placement: " + chunks + " chunks compared, " + changed + " with blocks placed, " + withBlockEntities
                + " with block entities, " + withEntities + " with entities; families " + families);
        assertTrue(withBlockEntities > 10 && withEntities > 5, "chests, spawners and mobs are compared too");
        System.out.println("starts whose saved flags placing changed: " + flagged);
        assertTrue(flagged.size() >= 8, "placing sets saved flags of most starts: " + flagged);
        assertEquals(new TreeSet<>(List.of("minecraft:desert_pyramid", "minecraft:end_city", "minecraft:fortress", "minecraft:jungle_pyramid",
                "minecraft:mansion", "minecraft:mineshaft", "minecraft:mineshaft_mesa", "minecraft:monument", "minecraft:stronghold", "minecraft:swamp_hut",
                "minecraft:shipwreck", "minecraft:ocean_ruin_warm", "minecraft:buried_treasure", "minecraft:shipwreck_beached", "minecraft:ocean_ruin_cold",
                "minecraft:igloo", "minecraft:ruined_portal", "minecraft:ruined_portal_desert", "minecraft:nether_fossil",
                "minecraft:ruined_portal_nether", "minecraft:village_savanna", "minecraft:trial_chambers", "minecraft:bastion_remnant")), families);
    }

    /**
     * What a stopped run's checkpoint relies on ({@code sched.DecorationJournal}): a start placed into part of its
     * chunks, saved and read back, places into the rest what the start itself goes on placing there. Every family's
     * starts are placed into every other chunk they cover (sampled as above), in order; halfway the placed start is
     * saved and read, and from then on both are placed, each into its own level, chunk by chunk.
     */
    @Test
    void aStartReadBackAfterPlacingGoesOnPlacingAsTheStartItself() {
        int compared = 0, flagged = 0;
        for (CodecStarts.Made m : CodecStarts.fresh(2)) {
            StructureStart original = m.start();
            BoundingBox box = original.boundingBox();
            List<int[]> cs = new ArrayList<>();
            for (int cx = box.minX() >> 4; cx <= box.maxX() >> 4; cx++) for (int cz = box.minZ() >> 4; cz <= box.maxZ() >> 4; cz++) cs.add(new int[] {cx, cz});
            int step = (cs.size() + MAX_CHUNKS - 1) / MAX_CHUNKS;
            List<int[]> sample = new ArrayList<>();
            for (int i = 0; i < cs.size(); i += step) sample.add(cs.get(i));
            int half = sample.size() / 2;
            net.kyori.adventure.nbt.CompoundBinaryTag fresh = original.createTag();
            for (int i = 0; i < half; i++) place(m, original, sample.get(i)[0], sample.get(i)[1]);
            net.kyori.adventure.nbt.CompoundBinaryTag saved = original.createTag();
            if (!withoutTemplateBoxes(saved).equals(withoutTemplateBoxes(fresh))) flagged++;
            StructureStart read = StructureStartReader.read(StructurePieceCodecTest.CONTEXT, saved, "x", CodecStarts.SEED, id -> m.structure());
            for (int i = half; i < sample.size(); i++) {
                int cx = sample.get(i)[0], cz = sample.get(i)[1];
                Placed want = place(m, original, cx, cz), got = place(m, read, cx, cz);
                String where = m.label() + ", read back after " + half + " chunks, chunk " + cx + ", " + cz;
                assertSamePlaced(want, got, where);
                compared++;
            }
            for (int p = 0; p < original.pieces().size(); p++) {
                BoundingBox a = original.pieces().get(p).getBoundingBox(), b = read.pieces().get(p).getBoundingBox();
                assertEquals(List.of(a.minX(), a.minZ(), a.maxX(), a.maxZ()), List.of(b.minX(), b.minZ(), b.maxX(), b.maxZ()),
                        m.label() + ": piece " + p + "'s columns after placing");
            }
        }
        System.out.println("read back midway: " + compared + " chunks compared, " + flagged + " starts changed by their first half");
        assertTrue(flagged >= 8, "the first half set saved state in most starts: " + flagged);
    }

    /** Two placements left the centre chunk alike: blocks, block entities, entities, ticks and post-processing marks. */
    private static void assertSamePlaced(Placed want, Placed got, String where) {
        assertArrayEquals(want.blocks(), got.blocks(), where + ": blocks");
        assertEquals(want.blockEntities(), got.blockEntities(), where + ": block entities");
        assertEquals(want.entities(), got.entities(), where + ": entities");
        assertEquals(want.blockTicks(), got.blockTicks(), where + ": block ticks");
        assertEquals(want.fluidTicks(), got.fluidTicks(), where + ": fluid ticks");
        assertEquals(want.postProcessing(), got.postProcessing(), where + ": post-processing marks");
    }

    private static net.kyori.adventure.nbt.CompoundBinaryTag withoutTemplateBoxes(net.kyori.adventure.nbt.CompoundBinaryTag start) {
        net.kyori.adventure.nbt.ListBinaryTag children = start.getList("Children");
        List<net.kyori.adventure.nbt.BinaryTag> out = new ArrayList<>();
        for (int i = 0; i < children.size(); i++) {
            net.kyori.adventure.nbt.CompoundBinaryTag c = children.getCompound(i);
            out.add(c.get("Template") != null || c.getString("id").equals("minecraft:jigsaw") ? c.remove("BB") : c);
        }
        return start.put("Children", net.kyori.adventure.nbt.ListBinaryTag.listBinaryTag(net.kyori.adventure.nbt.BinaryTagTypes.COMPOUND, out));
    }

    private static Placed place(CodecStarts.Made m, StructureStart start, int cx, int cz) {
        CodecStarts.Dim dim = m.dim();
        BlockStates states = StructurePieceCodecTest.CONTEXT.states();
        int biome = dim.biomeId();
        DecorationRegion level = new DecorationRegion(states, CodecStarts.SEED, dim.seaLevel(), dim.minY(), dim.height(), dim.minY(), dim.height(),
                (x, y, z) -> biome);
        String ground = switch (dim.name()) {
            case "the_nether" -> "minecraft:netherrack";
            case "the_end" -> "minecraft:end_stone";
            default -> "minecraft:stone";
        };
        int groundY = switch (dim.name()) {
            case "the_nether" -> 40;
            case "the_end" -> 58;
            default -> m.start().structure().equals("minecraft:monument") ? 38 : 66;
        };
        int stone = states.defaultState(ground), fluid = states.defaultState(dim.name().equals("the_nether") ? "minecraft:lava" : "minecraft:water");
        ProtoChunk[] around = new ProtoChunk[9];
        for (int i = 0; i < 9; i++) {
            ProtoChunk c = new ProtoChunk(dim.minY(), dim.height());
            c.reset(cx + i % 3 - 1, cz + i / 3 - 1);
            c.setStatus(ProtoChunk.STATUS_CARVERS);
            Arrays.fill(c.blocks(), 0, (groundY + 1 - dim.minY()) << 8, stone);
            if (dim.seaLevel() > groundY + 1) Arrays.fill(c.blocks(), (groundY + 1 - dim.minY()) << 8, (dim.seaLevel() - dim.minY()) << 8, fluid);
            int top = Math.max(groundY + 1, dim.name().equals("the_end") ? 0 : dim.seaLevel());
            Arrays.fill(c.worldSurfaceWg(), top);
            Arrays.fill(c.oceanFloorWg(), groundY + 1);
            around[i] = c;
        }
        level.set(cx, cz, around);
        BoundingBox area = StructureStart.writableArea(cx, cz, dim.minY(), dim.height());
        LegacyRandom random = new LegacyRandom(CodecStarts.SEED ^ (cx * 341873128712L + cz * 132897987541L));
        start.placeInChunk(level, random, area, cx, cz);
        if (start.isValid()) m.structure().afterPlace(level, random, area, cx, cz, start.pieces());
        ProtoChunk c = around[4];
        StringBuilder bes = new StringBuilder();
        for (Map.Entry<Long, ProtoChunk.BlockEntityData> e : c.blockEntities().entrySet()) {
            bes.append(e.getKey()).append('=').append(e.getValue().id).append(describe(e.getValue().fields)).append(';');
        }
        StringBuilder marks = new StringBuilder();
        for (int s = 0; s < c.sectionCount(); s++) {
            short[] p = c.postProcessing(s);
            if (p != null) marks.append(s).append(Arrays.toString(p));
        }
        return new Placed(c.blocks().clone(), bes.toString(), List.copyOf(c.entities()), List.copyOf(c.blockTicks()), List.copyOf(c.fluidTicks()), marks.toString());
    }

    private static String describe(Map<String, Object> fields) {
        StringBuilder b = new StringBuilder("{");
        for (Map.Entry<String, Object> e : fields.entrySet()) {
            Object v = e.getValue();
            b.append(e.getKey()).append(':').append(v instanceof Object[] a ? Arrays.deepToString(a) : v instanceof int[] a ? Arrays.toString(a)
                    : v instanceof long[] a ? Arrays.toString(a) : String.valueOf(v)).append(',');
        }
        return b.append('}').toString();
    }
}
