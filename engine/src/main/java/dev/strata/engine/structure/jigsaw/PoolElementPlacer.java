package dev.strata.engine.structure.jigsaw;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.levelgen.Heightmap;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.random.RandomSupport;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.template.Mirror;
import dev.strata.engine.structure.template.PlacementScratch;
import dev.strata.engine.structure.template.ProcessedBlock;
import dev.strata.engine.structure.template.Rotation;
import dev.strata.engine.structure.template.StructureTemplate;
import dev.strata.engine.structure.template.TemplateWater;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Set;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * Places a pool element's blocks within a chunk (game: {@code StructurePoolElement.place}, 26.2).
 *
 * <p>A single element (game: {@code SinglePoolElement.place} with {@code getSettings}): its template placed at the
 * piece's position with its rotation, only inside the chunk box, shape known (no shape updates), flags 18, the
 * liquid settings of the element or else the structure, and the processors in the game's order: ignore structure
 * blocks, jigsaw replacement, the element's list, then gravity for a terrain matching element; a legacy element
 * ignores structure blocks and air last instead. Then (game: {@code StructureTemplate.placeInWorld}): the palette
 * ({@code create(Mth.getSeed(position)).nextInt(count)}), the blocks processed (26.2: only the chunk's unless a
 * processor looks at the whole piece), each written; block entity data is loaded into the block entity the write
 * made, with a {@code LootTableSeed} drawn from the piece's random ({@code nextLong()}) for a randomizable container;
 * waterlogging as the template placement does it. Data markers (structure blocks in data mode) do nothing for pool
 * elements. Last the template's entities (villagers, cats, iron golems, piglins, ...) whose block is inside the chunk
 * box, with {@code finalizeEntities} on ({@link dev.strata.engine.structure.template.TemplateEntities}).
 *
 * <p>A list element places its elements in order and stops at the first that places nothing; a feature element
 * places its placed feature at the position with the piece's random; the empty element does nothing.
 */
final class PoolElementPlacer {
    /** Game: the flags {@code SinglePoolElement.place} passes (UPDATE_CLIENTS | UPDATE_KNOWN_SHAPE). */
    static final int FLAGS = 18;
    /** Block entities that are {@code RandomizableContainer}s (game: their block entity classes). */
    private static final Set<String> RANDOMIZABLE = Set.of("minecraft:chest", "minecraft:trapped_chest", "minecraft:barrel", "minecraft:dispenser",
            "minecraft:dropper", "minecraft:hopper", "minecraft:shulker_box", "minecraft:decorated_pot", "minecraft:crafter");

    private PoolElementPlacer() {}

    /** Game: {@code element.place(..., position, referencePos, rotation, chunkBB, random, liquidSettings, false)}. */
    static boolean place(StructurePoolElement element, WorldGenLevel level, int x, int y, int z, long referencePos, Rotation rotation, BoundingBox chunkBox,
                         RandomSource random, LiquidSettings liquidSettings) {
        if (element instanceof SinglePoolElement s) return placeSingle(s, level, x, y, z, referencePos, rotation, chunkBox, random, liquidSettings);
        if (element instanceof ListPoolElement l) {
            for (StructurePoolElement e : l.elements()) {
                if (!place(e, level, x, y, z, referencePos, rotation, chunkBox, random, liquidSettings)) return false;
            }
            return true;
        }
        if (element instanceof FeaturePoolElement f) return f.feature().place(level, random, x, y, z);
        return true;
    }

    /** The processors of {@code SinglePoolElement.getSettings} in the game's order. */
    static List<StructureProcessor> processors(SinglePoolElement e, BlockStates s) {
        List<StructureProcessor> out = new ArrayList<>();
        int structureBlock = s.blockIndex("minecraft:structure_block");
        BitSet structure = new BitSet();
        structure.set(structureBlock);
        if (!e.legacy()) out.add(new StructureProcessor.BlockIgnore(structure));
        out.add(new StructureProcessor.JigsawReplacement(s.blockIndex("minecraft:jigsaw"), s.blockIndex("minecraft:structure_void")));
        out.addAll(e.processors().processors());
        if (e.projection() == Projection.TERRAIN_MATCHING) out.add(new StructureProcessor.Gravity(Heightmap.Types.WORLD_SURFACE_WG, -1));
        if (e.legacy()) {
            BitSet structureAndAir = new BitSet();
            structureAndAir.set(structureBlock);
            structureAndAir.set(s.blockIndex("minecraft:air"));
            out.add(new StructureProcessor.BlockIgnore(structureAndAir));
        }
        return out;
    }

    private static boolean placeSingle(SinglePoolElement e, WorldGenLevel level, int px, int py, int pz, long referencePos, Rotation rotation,
                                       BoundingBox box, RandomSource random, LiquidSettings liquidSettings) {
        StructureTemplate t = e.template();
        if (t == null || t.palettes().isEmpty()) return false;
        BlockStates s = level.states();
        List<StructureTemplate.BlockInfo> blocks = t.palettes().get(new LegacyRandom(RandomSupport.getSeed(px, py, pz)).nextInt(t.palettes().size()));
        if (blocks.isEmpty() && t.entities().isEmpty() || t.sizeX() < 1 || t.sizeY() < 1 || t.sizeZ() < 1) return false;
        List<StructureProcessor> processors = processors(e, s);
        boolean water = (e.overrideLiquidSettings() != null ? e.overrideLiquidSettings() : liquidSettings) == LiquidSettings.APPLY_WATERLOGGING;
        PlacementScratch w = PlacementScratch.acquire();
        try {
            process(level, px, py, pz, referencePos, rotation, box, blocks, processors, w);
            placeBlocks(level, rotation, box, random, water, w);
        } finally {
            w.release();
        }
        // the shape is known (no shape updates); then placeEntities with the element's finalizeEntities (true)
        dev.strata.engine.structure.template.TemplateEntities.place(t, level, px, py, pz, dev.strata.engine.structure.template.Mirror.NONE,
                rotation, 0, 0, box, true);
        return true;
    }

    /**
     * Game 26.2: {@code processBlockInfos} into {@code w.blocks}: unless a processor looks at the whole piece, only the
     * blocks inside the chunk box; each through the processors in order (one {@link ProcessedBlock} carries
     * them all), then each processor's {@code finalizeProcessing}.
     */
    private static void process(WorldGenLevel level, int px, int py, int pz, long referencePos, Rotation rotation, BoundingBox box,
                                List<StructureTemplate.BlockInfo> blocks, List<StructureProcessor> processors, PlacementScratch w) {
        boolean wholePiece = false;
        for (int k = 0; k < processors.size(); k++) wholePiece |= processors.get(k).evaluatesEntirePieceState();
        StructureProcessor.Context c = new StructureProcessor.Context(level, px, py, pz, referencePos);
        ProcessedBlock work = new ProcessedBlock(0, 0, 0, 0, null);
        PlacementScratch.BlockList processed = w.blocks;
        int[] p = w.pos, templatePos = w.templatePos;
        for (int i = 0, n = blocks.size(); i < n; i++) {
            StructureTemplate.BlockInfo b = blocks.get(i);
            StructureTemplate.transform(b.x(), b.y(), b.z(), Mirror.NONE, rotation, 0, 0, p);
            int wx = p[0] + px, wy = p[1] + py, wz = p[2] + pz;
            if (!wholePiece && !box.isInside(wx, wy, wz)) continue;
            templatePos[0] = b.x();
            templatePos[1] = b.y();
            templatePos[2] = b.z();
            ProcessedBlock info = work.set(wx, wy, wz, b.state(), b.nbt());
            for (int k = 0; info != null && k < processors.size(); k++) info = processors.get(k).processBlock(c, templatePos, info);
            if (info == null) continue;
            processed.add(info.x(), info.y(), info.z(), info.state(), info.nbt(), i);
        }
        for (int k = 0; k < processors.size(); k++) processors.get(k).finalizeProcessing(c, blocks, processed, w, work);
    }

    /** The processed blocks inside the chunk box written in order, with their block entities and waterlogging. */
    private static void placeBlocks(WorldGenLevel level, Rotation rotation, BoundingBox box, RandomSource random, boolean water, PlacementScratch w) {
        BlockStates s = level.states();
        PlacementScratch.BlockList processed = w.blocks;
        PlacementScratch.Positions toFill = w.toFill;
        PlacementScratch.LongSet locked = w.locked;
        int[] rotated = w.memo(s, PlacementScratch.MEMO_SLOTS - 4 + rotation.ordinal());
        for (int i = 0, n = processed.size(); i < n; i++) {
            int x = processed.x(i), y = processed.y(i), z = processed.z(i);
            if (!box.isInside(x, y, z)) continue;
            int previousFluid = water ? level.getBlockState(x, y, z) : -1;
            int template = processed.state(i);
            int state = rotated[template] - 1;
            if (state < 0) rotated[template] = (state = JigsawStateRotation.rotate(s, template, rotation)) + 1;
            if (!level.setBlock(x, y, z, state, FLAGS)) continue;
            CompoundBinaryTag nbt = processed.nbt(i);
            if (nbt != null) loadBlockEntity(level, x, y, z, nbt, random);
            if (!water) continue;
            TemplateWater.placed(level, x, y, z, state, previousFluid, toFill, locked);
        }
        TemplateWater.fill(level, toFill, locked);
    }

    /**
     * Game: {@code blockEntity.loadWithComponents(nbt)} into the block entity the write made (none: nothing), with a
     * {@code LootTableSeed} drawn first for a randomizable container. The data is kept as the template holds it
     * (less {@code id} and the position), which is what a freshly loaded block entity of these kinds saves back.
     */
    private static void loadBlockEntity(WorldGenLevel level, int x, int y, int z, CompoundBinaryTag nbt, RandomSource random) {
        ProtoChunk.BlockEntityData be = level.getBlockEntity(x, y, z);
        if (be == null) return;
        String id = nbt.getString("id", "");
        if (id.isEmpty()) id = be.id;
        if (RANDOMIZABLE.contains(id)) nbt = nbt.putLong("LootTableSeed", random.nextLong());
        be.id = id;
        for (String key : nbt.keySet()) {
            if (key.equals("id") || key.equals("x") || key.equals("y") || key.equals("z")) continue;
            be.fields.put(key, nbt.get(key));
        }
    }

}
