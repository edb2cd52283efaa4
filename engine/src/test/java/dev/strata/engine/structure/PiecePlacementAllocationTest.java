package dev.strata.engine.structure;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.DecorationRegion;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.random.LegacyRandom;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Issue 13: placing template pieces at the features step allocates nothing per block (amortised). The template-made
 * starts of {@link CodecStarts} (villages, trial chambers, bastions, end cities, shipwrecks, ocean ruins, igloos,
 * ruined portals) are placed chunk by chunk into the synthetic regions {@link StructurePieceCodecPlacementTest}
 * builds; the bytes the placing thread allocates inside {@code placeInChunk} (the level built outside it) are
 * divided by the blocks of the chunk that placing changed. A first pass over its own starts warms up (templates
 * loaded, code compiled); the second is measured.
 *
 * <p>What is left per chunk is per piece (the piece's settings, processors list, shape, palette random) and the
 * data placing makes (block entities, entities): a few hundred bytes per piece. One {@code int[3]} per block alone
 * is 24 bytes per block, three times the bound.
 */
class PiecePlacementAllocationTest {
    /**
     * Generous (7.7 measured): per-piece costs and the data placing makes spread over the blocks; one {@code int[3]}
     * per block alone is 24 bytes (16 header + 12).
     */
    private static final double MAX_BYTES_PER_BLOCK = 12;
    /** For each family placing at least {@link #LARGE} blocks (bastion, trial chambers, end city): 3 to 13 measured. */
    private static final double MAX_BYTES_PER_BLOCK_OF_FAMILY = 20;
    private static final long LARGE = 5_000;
    private static final Set<String> TEMPLATE_FAMILIES = Set.of("minecraft:village_savanna", "minecraft:trial_chambers", "minecraft:bastion_remnant",
            "minecraft:end_city", "minecraft:shipwreck", "minecraft:shipwreck_beached", "minecraft:ocean_ruin_warm", "minecraft:ocean_ruin_cold",
            "minecraft:igloo", "minecraft:ruined_portal", "minecraft:ruined_portal_desert", "minecraft:ruined_portal_nether");
    private static final int MAX_CHUNKS = 36;

    @Test
    void placingTemplatePiecesAllocatesNothingPerBlock() {
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        assertTrue(mx.isThreadAllocatedMemorySupported() && mx.isThreadAllocatedMemoryEnabled(), "this JVM measures allocation");
        measure(mx);
        TreeMap<String, long[]> byFamily = measure(mx);
        long[] total = new long[3];
        byFamily.forEach((family, f) -> {
            System.out.printf("  %-32s %10d bytes %8d blocks %4d chunks %8.2f bytes per block%n", family, f[0], f[1], f[2], (double) f[0] / Math.max(1, f[1]));
            for (int i = 0; i < 3; i++) total[i] += f[i];
            if (f[1] >= LARGE) {
                assertTrue((double) f[0] / f[1] < MAX_BYTES_PER_BLOCK_OF_FAMILY, String.format("%s: %.2f bytes allocated per placed block", family,
                        (double) f[0] / f[1]));
            }
        });
        double perBlock = (double) total[0] / total[1];
        System.out.printf("piece placement: %d bytes allocated for %d blocks placed in %d chunks: %.2f bytes per block%n", total[0], total[1], total[2],
                perBlock);
        assertTrue(total[1] > 50_000, total[1] + " blocks placed: the pieces are representative");
        assertTrue(perBlock < MAX_BYTES_PER_BLOCK, String.format("%.2f bytes allocated per placed block", perBlock));
    }

    /** @return by structure: {bytes allocated while placing, blocks changed, chunks} */
    private static TreeMap<String, long[]> measure(com.sun.management.ThreadMXBean mx) {
        TreeMap<String, long[]> byFamily = new TreeMap<>();
        for (CodecStarts.Made m : CodecStarts.fresh(2)) {
            if (!TEMPLATE_FAMILIES.contains(m.start().structure())) continue;
            BoundingBox box = m.start().boundingBox();
            List<int[]> cs = new ArrayList<>();
            for (int cx = box.minX() >> 4; cx <= box.maxX() >> 4; cx++) for (int cz = box.minZ() >> 4; cz <= box.maxZ() >> 4; cz++) cs.add(new int[] {cx, cz});
            int step = (cs.size() + MAX_CHUNKS - 1) / MAX_CHUNKS;
            long[] f = byFamily.computeIfAbsent(m.start().structure(), k -> new long[3]);
            for (int i = 0; i < cs.size(); i += step) {
                long[] r = place(mx, m, cs.get(i)[0], cs.get(i)[1]);
                f[0] += r[0];
                f[1] += r[1];
                f[2]++;
            }
        }
        return byFamily;
    }

    private static long[] place(com.sun.management.ThreadMXBean mx, CodecStarts.Made m, int cx, int cz) {
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
        int groundY = dim.name().equals("the_nether") ? 40 : dim.name().equals("the_end") ? 58 : 66;
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
        int[] before = around[4].blocks().clone();
        BoundingBox area = StructureStart.writableArea(cx, cz, dim.minY(), dim.height());
        LegacyRandom random = new LegacyRandom(CodecStarts.SEED ^ (cx * 341873128712L + cz * 132897987541L));
        long start = mx.getCurrentThreadAllocatedBytes();
        m.start().placeInChunk(level, random, area, cx, cz);
        long bytes = mx.getCurrentThreadAllocatedBytes() - start;
        int[] after = around[4].blocks();
        long changed = 0;
        for (int i = 0; i < after.length; i++) if (after[i] != before[i]) changed++;
        return new long[] {bytes, changed};
    }
}
