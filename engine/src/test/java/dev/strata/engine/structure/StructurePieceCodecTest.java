package dev.strata.engine.structure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.structure.oceanmonument.MonumentRooms;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import org.junit.jupiter.api.Test;

/**
 * The piece codec ({@link StructurePieceTypes}, {@link StructureStartReader}) over the starts of every hand-built
 * family ({@link CodecStarts}): each piece's tag read back and written again is the same tag, and each start's; every
 * registered piece type occurs; and the errors name the path or the id. The loaders were written from the game's load
 * constructors (26.1 decompile, {@code StructurePieceType} and each piece's {@code (CompoundTag)} constructor), not
 * from Strata's writers, so a field the writer names or types otherwise fails here.
 */
class StructurePieceCodecTest {
    static final StructurePieceSerializationContext CONTEXT =
            new StructurePieceSerializationContext(SimpleStructures.overworld().features().states());

    static String path(StructureStart s) {
        return "structures.starts." + s.structure();
    }

    /** Reads a start's own tag back through the reader, the structures of its dimension. */
    static StructureStart reread(CodecStarts.Made m) {
        return StructureStartReader.read(CONTEXT, m.start().createTag(), path(m.start()), CodecStarts.SEED,
                id -> m.dim().starts().structure(dev.strata.engine.data.ResourceId.parse(id)));
    }

    /** Two start tags are equal: their own fields, then child by child (so that a failure names the child). */
    static void assertSameStartTag(CompoundBinaryTag want, CompoundBinaryTag got, String where) {
        assertEquals(want.remove("Children"), got.remove("Children"), where);
        ListBinaryTag a = want.getList("Children"), b = got.getList("Children");
        assertEquals(a.size(), b.size(), where + ": children");
        for (int i = 0; i < a.size(); i++) assertSamePieceTag(a.getCompound(i), b.getCompound(i), where + ", Children[" + i + "]");
    }

    static int expandedJigsawBoxes;

    /**
     * Two piece tags are equal, but for a jigsaw piece's box: the game's loader takes it from the element's template
     * ({@code element.getBoundingBox}), while the saved box of a terrain-matching piece may have been raised by the
     * placement's expansion hack ({@code JigsawPlacement}: the box grown upward to fit its children), so the box read
     * back has the same corner and may be lower at the top.
     */
    static void assertSamePieceTag(CompoundBinaryTag want, CompoundBinaryTag got, String where) {
        if (want.getString("id").equals("minecraft:jigsaw") && want.get("BB") != null && got.get("BB") != null) {
            int[] a = want.getIntArray("BB"), b = got.getIntArray("BB");
            assertEquals(List.of(a[0], a[1], a[2], a[3], a[5]), List.of(b[0], b[1], b[2], b[3], b[5]), where + ": the jigsaw piece's box but its top");
            assertTrue(b[4] <= a[4], where + ": the box read is not higher than the saved one");
            if (b[4] < a[4]) expandedJigsawBoxes++;
            want = want.remove("BB");
            got = got.remove("BB");
        }
        assertEquals(want, got, where);
    }

    /** Tag -> load -> tag for one piece; returns the loaded piece. */
    private static StructurePiece roundTrip(StructurePiece p, String where) {
        CompoundBinaryTag tag = p.createTag();
        StructurePiece q = StructurePieceTypes.load(CONTEXT, new PieceTag(tag, where));
        // the class may differ where the game's does: a fortress's start piece is saved, and so read, as a bridge crossing
        assertEquals(p.typeId(), q.typeId(), where);
        assertSamePieceTag(tag, q.createTag(), where + " (" + p.typeId() + ")");
        return q;
    }

    @Test
    void everyPieceAndStartReadsBackToTheSameTag() {
        TreeMap<String, Integer> seen = new TreeMap<>();
        int pieces = 0;
        for (CodecStarts.Made m : CodecStarts.all()) {
            StructureStart s = m.start();
            for (int i = 0; i < s.pieces().size(); i++) {
                StructurePiece p = s.pieces().get(i);
                String where = m.label() + ", " + path(s) + ".Children[" + i + "]";
                roundTrip(p, where);
                seen.merge(p.typeId(), 1, Integer::sum);
                pieces++;
                if (p.typeId().equals("minecraft:omb")) {
                    List<StructurePiece> rooms = MonumentRooms.of(p);
                    for (int r = 0; r < rooms.size(); r++) {
                        roundTrip(rooms.get(r), where + " room " + r);
                        seen.merge(rooms.get(r).typeId(), 1, Integer::sum);
                    }
                }
            }
            StructureStart back = reread(m);
            assertSameStartTag(s.createTag(), back.createTag(), m.label() + ": the start's tag");
            assertEquals(s.inflate(), back.inflate(), m.label());
            BoundingBox a = s.boundingBox(), b = back.boundingBox();
            // a jigsaw start's box may be lower at the top once read (see assertSamePieceTag), nowhere else
            assertEquals(List.of(a.minX(), a.minY(), a.minZ(), a.maxX(), a.maxZ()), List.of(b.minX(), b.minY(), b.minZ(), b.maxX(), b.maxZ()), m.label());
            if (b.maxY() != a.maxY()) assertTrue(b.maxY() < a.maxY() && s.pieces().get(0).typeId().equals("minecraft:jigsaw"), m.label());
        }
        System.out.println("piece codec: " + CodecStarts.all().size() + " starts, " + pieces + " pieces, by type " + seen + "; jigsaw boxes the "
                + "expansion hack had raised, read back at the template's height: " + expandedJigsawBoxes);
        assertEquals(new TreeSet<>(seen.keySet()), coveredTypes(), "the round trip saw every type the starts hold");
    }

    /** The piece types of the starts and the monuments' rooms. */
    static Set<String> coveredTypes() {
        Set<String> seen = new TreeSet<>();
        for (CodecStarts.Made m : CodecStarts.all()) {
            for (StructurePiece p : m.start().pieces()) {
                seen.add(p.typeId());
                if (p.typeId().equals("minecraft:omb")) for (StructurePiece r : MonumentRooms.of(p)) seen.add(r.typeId());
            }
        }
        return seen;
    }

    /**
     * Every registered type is made by some start (or the monument's rooms), except {@code minecraft:nestart}, which
     * the game registers but never writes ({@link #theFortressStartIdTheGameNeverWritesStillLoads}).
     */
    @Test
    void theStartsCoverEveryRegisteredPieceType() {
        Set<String> seen = coveredTypes();
        Set<String> registered = new TreeSet<>(StructurePieceTypes.ids());
        assertTrue(registered.remove("minecraft:nestart"));
        assertEquals(registered, seen);
        assertEquals(56, StructurePieceTypes.ids().size(), "mineshaft 4, fortress 15, stronghold 13, temples and hut 3, monument 12, end city 1, "
                + "mansion 1, and one each of the ocean ruin, igloo, ruined portal, buried treasure, shipwreck, nether fossil, jigsaw");
    }

    /**
     * Each field is read into the place it is written from: for the first piece of every type, every field but
     * {@code id}, {@code BB} and {@code O} (which template pieces set themselves) is changed alone to another valid
     * value (a flag flipped, an int moved by one, an enum name to the next), and the piece read from that tag writes
     * that tag. Made starts hold their flags unset (a chest not yet placed), which a plain round trip cannot tell
     * from a loader that never reads them.
     */
    @Test
    void everyFieldChangedAloneReadsBackChanged() {
        Set<String> done = new TreeSet<>();
        int fields = 0;
        for (CodecStarts.Made m : CodecStarts.all()) {
            List<StructurePiece> pieces = new ArrayList<>(m.start().pieces());
            for (StructurePiece p : m.start().pieces()) if (p.typeId().equals("minecraft:omb")) pieces.addAll(MonumentRooms.of(p));
            for (StructurePiece p : pieces) {
                if (!done.add(p.typeId())) continue;
                CompoundBinaryTag tag = p.createTag();
                boolean template = tag.get("Template") != null || tag.getString("id").equals("minecraft:jigsaw");
                List<CompoundBinaryTag> variants = new ArrayList<>();
                List<String> names = new ArrayList<>();
                for (String key : tag.keySet()) {
                    if (key.equals("id") || key.equals("BB") || key.equals("O")) continue;
                    if (tag.get(key) instanceof CompoundBinaryTag inner) {
                        // a record's fields (the ruined portal's Properties), each changed alone
                        for (String k : inner.keySet()) {
                            CompoundBinaryTag c = changed(inner, k);
                            if (c == null) continue;
                            variants.add(tag.put(key, c));
                            names.add(key + "." + k);
                        }
                        continue;
                    }
                    CompoundBinaryTag changed = changed(tag, key);
                    if (changed == null) continue;
                    variants.add(changed);
                    names.add(key);
                }
                for (int i = 0; i < variants.size(); i++) {
                    CompoundBinaryTag changed = variants.get(i);
                    String key = names.get(i);
                    String where = p.typeId() + " with " + key + " changed";
                    CompoundBinaryTag back = StructurePieceTypes.load(CONTEXT, new PieceTag(changed, where)).createTag();
                    if (template) {
                        // a template piece's box is the template's at the read position and rotation, not the saved one
                        changed = changed.remove("BB");
                        back = back.remove("BB");
                    }
                    assertEquals(changed, back, where);
                    fields++;
                }
            }
        }
        assertEquals(coveredTypes(), done);
        System.out.println("piece codec: " + fields + " fields changed alone over " + done.size() + " types");
        assertTrue(fields >= 60, fields + " fields");
    }

    /** {@code tag} with {@code key} set to another valid value, or null for a field without one here (a template name). */
    private static CompoundBinaryTag changed(CompoundBinaryTag tag, String key) {
        net.kyori.adventure.nbt.BinaryTag v = tag.get(key);
        if (v instanceof net.kyori.adventure.nbt.ByteBinaryTag b) {
            int x = b.value();
            return tag.putByte(key, (byte) (x == 0 || x == 1 ? 1 - x : (x + 1) & 3));
        }
        if (v instanceof net.kyori.adventure.nbt.IntBinaryTag i) return tag.putInt(key, i.value() == 0 ? 1 : i.value() - 1);
        if (v instanceof net.kyori.adventure.nbt.FloatBinaryTag f) return tag.putFloat(key, f.value() == 0f ? 0.5f : f.value() * 0.5f);
        if (v instanceof net.kyori.adventure.nbt.StringBinaryTag str) {
            List<String> values = switch (key) {
                case "EntryDoor" -> List.of("OPENING", "WOOD_DOOR", "GRATES", "IRON_DOOR");
                case "Rot" -> List.of("NONE", "CLOCKWISE_90", "CLOCKWISE_180", "COUNTERCLOCKWISE_90");
                case "Mi", "Mirror" -> List.of("NONE", "LEFT_RIGHT", "FRONT_BACK");
                case "Rotation" -> List.of("NONE", "CLOCKWISE_90", "CLOCKWISE_180", "COUNTERCLOCKWISE_90");
                case "BiomeType" -> List.of("WARM", "COLD");
                case "VerticalPlacement" -> List.of("on_land_surface", "partly_buried", "on_ocean_floor", "in_mountain", "underground", "in_nether");
                case "rotation" -> List.of("NONE", "CLOCKWISE_90", "CLOCKWISE_180", "COUNTERCLOCKWISE_90");
                case "projection", "dest_proj" -> List.of("rigid", "terrain_matching");
                // a pool element's type, template and processors, and the liquid settings the writer leaves out when
                // default: no other value here reads back as written
                case "element_type", "location", "processors", "liquid_settings", "feature" -> null;
                default -> null;
            };
            if (values == null) return null;
            return tag.putString(key, values.get((values.indexOf(str.value()) + 1) % values.size()));
        }
        if (v instanceof ListBinaryTag list && key.equals("junctions")) {
            if (list.size() == 0) return null;
            CompoundBinaryTag first = list.getCompound(0);
            return tag.put(key, list.set(0, first.putInt("delta_y", first.getInt("delta_y") + 1), x -> {}));
        }
        if (v instanceof ListBinaryTag list && key.equals("elements")) return null;
        if (v instanceof ListBinaryTag list && key.equals("Entrances")) {
            return tag.put(key, list.size() == 0 ? ListBinaryTag.listBinaryTag(BinaryTagTypes.INT_ARRAY,
                    List.of(net.kyori.adventure.nbt.IntArrayBinaryTag.intArrayBinaryTag(1, 2, 3, 4, 5, 6))) : list.remove(0, x -> {}));
        }
        throw new AssertionError("a field of " + tag.getString("id") + " this test does not change: " + key);
    }

    @Test
    void theFortressStartIdTheGameNeverWritesStillLoads() {
        CodecStarts.Made fortress = CodecStarts.all().stream().filter(m -> m.start().structure().equals("minecraft:fortress")).findFirst().orElseThrow();
        CompoundBinaryTag first = fortress.start().pieces().get(0).createTag();
        assertEquals("minecraft:nebcr", first.getString("id"), "the game saves its fortress start piece as a bridge crossing");
        CompoundBinaryTag asStart = first.putString("id", "minecraft:nestart");
        StructurePiece p = StructurePieceTypes.load(CONTEXT, new PieceTag(asStart, "x"));
        assertEquals(asStart, p.createTag(), "read as NETHER_FORTRESS_START, saved under that type");
        // the game lower-cases ids and gives them the default namespace (old chunks hold e.g. "NeStart")
        assertEquals(asStart, StructurePieceTypes.load(CONTEXT, new PieceTag(first.putString("id", "NeStart"), "x")).createTag());
    }

    /** Game: {@code PiecesContainer.RENAMES}: the old ids of jigsaw pieces read as {@code minecraft:jigsaw}; a bad element names its path. */
    @Test
    void oldJigsawIdsReadAsJigsawPieces() {
        CodecStarts.Made village = CodecStarts.all().stream().filter(m -> m.start().structure().equals("minecraft:village_savanna")).findFirst().orElseThrow();
        CompoundBinaryTag piece = village.start().pieces().get(0).createTag();
        for (String old : List.of("minecraft:nvi", "PCP", "bastionremnant", "minecraft:runtime")) {
            assertSamePieceTag(piece, StructurePieceTypes.load(CONTEXT, new PieceTag(piece.putString("id", old), "x")).createTag(), old);
        }
        CompoundBinaryTag bad = piece.put("pool_element", piece.getCompound("pool_element").putString("element_type", "minecraft:nothing"));
        String msg = assertThrows(StructureNbtException.class, () -> StructurePieceTypes.load(CONTEXT, new PieceTag(bad, "structures.starts.v.Children[0]")))
                .getMessage();
        assertTrue(msg.startsWith("structures.starts.v.Children[0].pool_element") && msg.contains("unknown pool element type minecraft:nothing"), msg);
    }

    /** A loaded monument is made again from the seed (game: {@code regeneratePiecesAfterLoad}): the same rooms. */
    @Test
    void aReadMonumentHasTheRoomsItWasMadeWith() {
        int monuments = 0;
        for (CodecStarts.Made m : CodecStarts.all()) {
            if (!m.start().structure().equals("minecraft:monument")) continue;
            monuments++;
            StructurePiece building = m.start().pieces().get(0);
            StructurePiece loaded = StructurePieceTypes.load(CONTEXT, new PieceTag(building.createTag(), "x"));
            assertEquals(List.of(), MonumentRooms.of(loaded), "a building read alone has no rooms: they are not saved");
            List<StructurePiece> rooms = MonumentRooms.of(reread(m).pieces().get(0));
            List<StructurePiece> want = MonumentRooms.of(building);
            assertEquals(want.size(), rooms.size(), m.label());
            for (int i = 0; i < want.size(); i++) assertEquals(want.get(i).createTag(), rooms.get(i).createTag(), m.label() + " room " + i);
        }
        assertTrue(monuments >= 2, monuments + " monuments");
    }

    // ---- errors ----

    private static CodecStarts.Made firstMineshaft() {
        return CodecStarts.all().stream().filter(m -> m.start().structure().equals("minecraft:mineshaft")).findFirst().orElseThrow();
    }

    /** The start's tag with child {@code index} replaced. */
    private static CompoundBinaryTag withChild(CompoundBinaryTag start, int index, CompoundBinaryTag child) {
        ListBinaryTag children = start.getList("Children");
        List<CompoundBinaryTag> list = new ArrayList<>();
        for (int i = 0; i < children.size(); i++) list.add(i == index ? child : children.getCompound(i));
        return start.put("Children", ListBinaryTag.listBinaryTag(BinaryTagTypes.COMPOUND, new ArrayList<>(list)));
    }

    private static String readError(CodecStarts.Made m, CompoundBinaryTag tag) {
        return assertThrows(StructureNbtException.class, () -> StructureStartReader.read(CONTEXT, tag, path(m.start()), CodecStarts.SEED,
                id -> m.dim().starts().structure(dev.strata.engine.data.ResourceId.parse(id)))).getMessage();
    }

    @Test
    void aMissingOrMistypedFieldIsNamedByItsPath() {
        CodecStarts.Made m = firstMineshaft();
        CompoundBinaryTag start = m.start().createTag();
        ListBinaryTag children = start.getList("Children");
        int corridor = -1;
        for (int i = 0; i < children.size() && corridor < 0; i++) {
            if (children.getCompound(i).getString("id").equals("minecraft:mscorridor")) corridor = i;
        }
        assertTrue(corridor > 0);
        CompoundBinaryTag c = children.getCompound(corridor);
        String at = "structures.starts.minecraft:mineshaft.Children[" + corridor + "]";
        assertEquals(at + ".sc: missing byte", readError(m, withChild(start, corridor, c.remove("sc"))));
        assertEquals(at + ".Num: expected int, found string", readError(m, withChild(start, corridor, c.putString("Num", "3"))));
        assertEquals(at + ".BB: expected 6 ints for a box, found 5",
                readError(m, withChild(start, corridor, c.putIntArray("BB", new int[] {1, 2, 3, 4, 5}))));
        assertEquals(at + ".MST: missing int", readError(m, withChild(start, corridor, c.remove("MST"))));
        assertEquals("structures.starts.minecraft:mineshaft.references: missing int", readError(m, start.remove("references")));
        assertEquals("structures.starts.minecraft:mineshaft.Children: expected list, found int", readError(m, start.putInt("Children", 0)));
        assertEquals("structures.starts.minecraft:mineshaft.Children[0].Entrances[0]: expected int array, found string",
                readError(m, withChild(start, 0, children.getCompound(0).put("Entrances",
                        ListBinaryTag.builder().add(net.kyori.adventure.nbt.StringBinaryTag.stringBinaryTag("a"))
                                .add(net.kyori.adventure.nbt.StringBinaryTag.stringBinaryTag("b")).build()))));
    }

    @Test
    void anUnknownIdIsNamed() {
        CodecStarts.Made m = firstMineshaft();
        CompoundBinaryTag start = m.start().createTag();
        CompoundBinaryTag room = start.getList("Children").getCompound(0);
        assertEquals("structures.starts.minecraft:mineshaft.Children[0].id: unknown structure piece id \"minecraft:nosuchpiece\"",
                readError(m, withChild(start, 0, room.putString("id", "minecraft:nosuchpiece"))));
        assertEquals("structures.starts.minecraft:mineshaft.id: unknown structure \"minecraft:nothing\"", readError(m, start.putString("id", "minecraft:nothing")));
        CodecStarts.Made stronghold = CodecStarts.all().stream().filter(x -> x.start().structure().equals("minecraft:stronghold")).findFirst().orElseThrow();
        CompoundBinaryTag sh = stronghold.start().createTag();
        assertEquals("structures.starts.minecraft:stronghold.Children[0].EntryDoor: no SmallDoorType named \"TRAPDOOR\"",
                readError(stronghold, withChild(sh, 0, sh.getList("Children").getCompound(0).putString("EntryDoor", "TRAPDOOR"))));
        CodecStarts.Made mansion = CodecStarts.all().stream().filter(x -> x.start().structure().equals("minecraft:mansion")).findFirst().orElseThrow();
        CompoundBinaryTag wm = mansion.start().createTag();
        String msg = readError(mansion, withChild(wm, 0, wm.getList("Children").getCompound(0).putString("Template", "no_such_room")));
        assertTrue(msg.startsWith("structures.starts.minecraft:mansion.Children[0].Template: no template minecraft:woodland_mansion/no_such_room"), msg);
    }

    @Test
    void theInvalidStartReadsAsInvalid() {
        StructureStart s = StructureStartReader.read(CONTEXT, CompoundBinaryTag.builder().putString("id", "INVALID").build(), "x", 0L, id -> null);
        assertEquals(false, s.isValid());
        assertEquals(CompoundBinaryTag.builder().putString("id", "INVALID").build(), s.createTag());
    }
}
