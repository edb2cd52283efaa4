package dev.strata.engine.structure.placement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructureStart;
import dev.strata.engine.structure.StructureStarts;
import dev.strata.engine.testing.SharedData;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every structure start the game made for seed 13579 in the public file the fixture folder's {@code
 * structure_starts.json} was taken from (SteelMC's {@code steel-core/test_assets/structure_starts.json}, transcribed
 * to {@code structures/steelmc-structure-starts-13579.txt.gz} on the test class path; its header names the commit):
 * overworld 68 starts with 6,508 pieces, the nether 189 with 1,297, the End 1 with 75.
 *
 * <p>The extractor's protocol, reproduced here: the chunks of x, z in -100..99 that some possible structure set's
 * placement selects, sorted by x then z (their number must equal the file's {@code candidate_chunks}); the first
 * 2,000 of them generated to {@code structure_starts}; the valid starts dumped. So this checks placement (which
 * chunks are selected, over 40,000 chunks per dimension), the choice of structure and the biome and height tests
 * (which selected chunks hold a start: the same chunks and structures in the same order, none more, none fewer),
 * and every piece of every start: type, depth, orientation and box in the game's order, and the start's box.
 */
class PublicStructureStartsTest {
    private static final String RESOURCE = "/structures/steelmc-structure-starts-13579.txt.gz";
    private static final int MIN = -100, MAX = 99;

    /** One dimension of the file: its header and its starts in file order. */
    private record Dimension(String name, int candidates, int generated, int chunksWithStarts, int starts, int pieces, List<Start> list) {}

    private record Start(String structure, int chunkX, int chunkZ, int references, String box, List<String> pieces) {
        String head() {
            return structure + " at chunk " + chunkX + ", " + chunkZ;
        }
    }

    private static Dimension read(String dimension) throws IOException {
        Dimension found = null;
        List<Start> starts = null;
        Start current = null;
        try (InputStream raw = PublicStructureStartsTest.class.getResourceAsStream(RESOURCE)) {
            if (raw == null) throw new IOException(RESOURCE + " is not on the test class path");
            BufferedReader in = new BufferedReader(new InputStreamReader(new GZIPInputStream(raw), StandardCharsets.UTF_8));
            boolean inside = false;
            for (String line; (line = in.readLine()) != null; ) {
                if (line.isEmpty() || line.startsWith("#")) continue;
                String[] f = line.split(" ");
                switch (f[0]) {
                    case "DIM" -> {
                        inside = f[1].equals(dimension);
                        if (inside) {
                            starts = new ArrayList<>();
                            found = new Dimension(f[1], Integer.parseInt(f[2]), Integer.parseInt(f[3]), Integer.parseInt(f[4]),
                                    Integer.parseInt(f[5]), Integer.parseInt(f[6]), starts);
                        }
                    }
                    case "START" -> {
                        if (!inside) continue;
                        current = new Start(f[1], Integer.parseInt(f[2]), Integer.parseInt(f[3]), Integer.parseInt(f[4]),
                                String.join(",", Arrays.copyOfRange(f, 5, 11)), new ArrayList<>());
                        starts.add(current);
                    }
                    case "P" -> {
                        if (inside) current.pieces().add(String.join(",", Arrays.copyOfRange(f, 1, 10)));
                    }
                    case "CHUNK" -> { }
                    default -> throw new IOException(RESOURCE + ": unknown line " + line);
                }
            }
        }
        if (found == null) throw new IOException(RESOURCE + ": no dimension " + dimension);
        return found;
    }

    private static String describe(StructurePiece p) {
        BoundingBox b = p.getBoundingBox();
        int o = p.getOrientation() == null ? -1 : StructurePiece.get2DDataValue(p.getOrientation());
        return p.typeId() + "," + p.getGenDepth() + "," + o + "," + b.minX() + "," + b.minY() + "," + b.minZ() + "," + b.maxX() + ","
                + b.maxY() + "," + b.maxZ();
    }

    /**
     * The chunks of x, z in -100..99, x then z, that the extractor generated from: those that some structure set of
     * the registry selects, whatever the dimension (a random-spread set's rule needs only the seed, so the nether's
     * fossils make candidates in the overworld too, where no start comes of them), the concentric-rings sets only in
     * a dimension where they are possible (their ring positions come from its biome source).
     */
    private static List<long[]> candidateChunks(String dimension) {
        List<StructurePlacements> all = List.of(VanillaPlacements.of("minecraft:overworld"), VanillaPlacements.of("minecraft:the_nether"),
                VanillaPlacements.of("minecraft:the_end"));
        StructurePlacements own = VanillaPlacements.of(dimension);
        java.util.Map<ResourceId, StructurePlacements> sets = new java.util.LinkedHashMap<>();
        for (StructurePlacements p : all) {
            for (StructureSetDef set : p.possibleSets()) {
                if (set.placement() instanceof RandomSpreadPlacement) sets.putIfAbsent(set.id(), p);
                else if (p == own) sets.put(set.id(), p);
            }
        }
        List<long[]> out = new ArrayList<>();
        for (int x = MIN; x <= MAX; x++) {
            for (int z = MIN; z <= MAX; z++) {
                for (java.util.Map.Entry<ResourceId, StructurePlacements> e : sets.entrySet()) {
                    if (e.getValue().isStructureChunk(e.getValue().set(e.getKey()), x, z)) {
                        out.add(new long[] {x, z});
                        break;
                    }
                }
            }
        }
        return out;
    }

    @ParameterizedTest
    @ValueSource(strings = {"the_end", "the_nether", "overworld"})
    void everyStartOfThePublicFileIsReproducedPieceForPiece(String name) throws Exception {
        Dimension want = read(name);
        assertEquals(want.starts(), want.list().size(), name + ": the file's start count");
        assertEquals(want.pieces(), want.list().stream().mapToInt(s -> s.pieces().size()).sum(), name + ": the file's piece count");

        String dimension = "minecraft:" + name;
        List<long[]> selected = candidateChunks(dimension);
        assertEquals(want.candidates(), selected.size(), name + ": chunks some structure set selects in x, z -100..99");

        DimensionGenerator g = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse(dimension), null, VanillaPlacements.SEED);
        DimensionGenerator.Worker worker = g.newWorker();
        StructureStarts starts = g.structureStarts();
        List<StructureStart> made = new ArrayList<>();
        int chunksWithStarts = 0;
        for (long[] c : selected.subList(0, Math.min(want.generated(), selected.size()))) {
            List<StructureStart> at = starts.startsAt((int) c[0], (int) c[1], worker.structureContext());
            if (!at.isEmpty()) chunksWithStarts++;
            made.addAll(at);
        }

        List<String> wrong = new ArrayList<>();
        int piecesMatched = 0, piecesWanted = 0;
        for (int i = 0; i < Math.max(made.size(), want.list().size()); i++) {
            Start w = i < want.list().size() ? want.list().get(i) : null;
            StructureStart m = i < made.size() ? made.get(i) : null;
            if (w == null || m == null || !w.structure().equals(m.structure()) || w.chunkX() != m.chunkX() || w.chunkZ() != m.chunkZ()) {
                wrong.add("start " + i + ": the game's " + (w == null ? "none" : w.head()) + ", made "
                        + (m == null ? "none" : m.structure() + " at chunk " + m.chunkX() + ", " + m.chunkZ()));
                continue;
            }
            String box = Arrays.toString(m.boundingBox().toArray()).replace(" ", "").replace("[", "").replace("]", "");
            if (!w.box().equals(box)) wrong.add(w.head() + ": box " + box + ", the game's " + w.box());
            if (w.references() != m.references()) wrong.add(w.head() + ": references " + m.references() + ", the game's " + w.references());
            List<StructurePiece> pieces = m.pieces();
            piecesWanted += w.pieces().size();
            int firstWrong = -1;
            for (int p = 0; p < w.pieces().size(); p++) {
                if (p < pieces.size() && w.pieces().get(p).equals(describe(pieces.get(p)))) piecesMatched++;
                else if (firstWrong < 0) firstWrong = p;
            }
            if (firstWrong >= 0 || pieces.size() != w.pieces().size()) {
                wrong.add(w.head() + ": " + pieces.size() + " pieces made, the game's " + w.pieces().size()
                        + (firstWrong < 0 ? "" : "; first difference at piece " + firstWrong + ": made "
                                + (firstWrong < pieces.size() ? describe(pieces.get(firstWrong)) : "none") + ", the game's " + w.pieces().get(firstWrong)));
            }
        }
        System.out.println(name + ": " + made.size() + " starts made, the game's " + want.list().size() + "; pieces matching "
                + piecesMatched + " of " + piecesWanted);
        assertTrue(wrong.isEmpty(), wrong.size() + " differences:\n" + String.join("\n", wrong.subList(0, Math.min(40, wrong.size()))));
        assertEquals(want.chunksWithStarts(), chunksWithStarts, name + ": chunks holding a start");
    }
}
