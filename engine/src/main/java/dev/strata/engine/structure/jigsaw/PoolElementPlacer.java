package dev.strata.engine.structure.jigsaw;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.tree.Direction;
import dev.strata.engine.levelgen.BlockPos;
import dev.strata.engine.levelgen.Heightmap;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.random.RandomSupport;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.template.Rotation;
import dev.strata.engine.structure.template.StructureTemplate;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.Iterator;
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
    private static final Direction[] FILL_FROM = {Direction.UP, Direction.NORTH, Direction.EAST, Direction.SOUTH, Direction.WEST};
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
        boolean wholePiece = false;
        for (StructureProcessor p : processors) wholePiece |= p.evaluatesEntirePieceState();
        StructureProcessor.Context c = new StructureProcessor.Context(level, px, py, pz, referencePos);
        // game 26.2: processBlockInfos
        List<StructureProcessor.Info> processed = new ArrayList<>();
        List<int[]> originals = new ArrayList<>();
        for (StructureTemplate.BlockInfo b : blocks) {
            int[] p = StructureTemplate.transform(b.x(), b.y(), b.z(), dev.strata.engine.structure.template.Mirror.NONE, rotation, 0, 0);
            int wx = p[0] + px, wy = p[1] + py, wz = p[2] + pz;
            if (!wholePiece && !box.isInside(wx, wy, wz)) continue;
            int[] templatePos = {b.x(), b.y(), b.z()};
            StructureProcessor.Info info = new StructureProcessor.Info(wx, wy, wz, b.state(), b.nbt());
            for (Iterator<StructureProcessor> it = processors.iterator(); info != null && it.hasNext(); ) info = it.next().processBlock(c, templatePos, info);
            if (info == null) continue;
            processed.add(info);
            originals.add(templatePos);
        }
        for (StructureProcessor p : processors) processed = p.finalizeProcessing(c, originals, processed);
        boolean water = (e.overrideLiquidSettings() != null ? e.overrideLiquidSettings() : liquidSettings) == LiquidSettings.APPLY_WATERLOGGING;
        List<int[]> toFill = new ArrayList<>();
        Set<Long> locked = new HashSet<>();
        for (StructureProcessor.Info info : processed) {
            int x = info.x(), y = info.y(), z = info.z();
            if (!box.isInside(x, y, z)) continue;
            int previousFluid = water ? level.getBlockState(x, y, z) : -1;
            int state = JigsawStateRotation.rotate(s, info.state(), rotation);
            if (!level.setBlock(x, y, z, state, FLAGS)) continue;
            if (info.nbt() != null) loadBlockEntity(level, x, y, z, info.nbt(), random);
            if (!water) continue;
            if (s.isSourceFluid(state)) {
                locked.add(BlockPos.asLong(x, y, z));
            } else if (isLiquidBlockContainer(s, state)) {
                placeLiquid(level, x, y, z, state, previousFluid);
                if (!s.isSourceFluid(previousFluid)) toFill.add(new int[] {x, y, z});
            }
        }
        boolean filled = true;
        while (filled && !toFill.isEmpty()) {
            filled = false;
            for (Iterator<int[]> it = toFill.iterator(); it.hasNext(); ) {
                int[] p = it.next();
                int toPlace = level.getBlockState(p[0], p[1], p[2]);
                for (int i = 0; i < FILL_FROM.length && !s.isSourceFluid(toPlace); i++) {
                    Direction d = FILL_FROM[i];
                    int nx = p[0] + d.stepX, ny = p[1] + d.stepY, nz = p[2] + d.stepZ;
                    int neighbour = level.getBlockState(nx, ny, nz);
                    if (s.isSourceFluid(neighbour) && !locked.contains(BlockPos.asLong(nx, ny, nz))) toPlace = neighbour;
                }
                if (!s.isSourceFluid(toPlace)) continue;
                int state = level.getBlockState(p[0], p[1], p[2]);
                if (!isLiquidBlockContainer(s, state)) continue;
                placeLiquid(level, p[0], p[1], p[2], state, toPlace);
                filled = true;
                it.remove();
            }
        }
        // the shape is known (no shape updates); then placeEntities with the element's finalizeEntities (true)
        dev.strata.engine.structure.template.TemplateEntities.place(t, level, px, py, pz, dev.strata.engine.structure.template.Mirror.NONE,
                rotation, 0, 0, box, true);
        return true;
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

    /** Game: {@code instanceof LiquidBlockContainer}: the blocks with {@code waterlogged}, kelp and seagrass. */
    private static boolean isLiquidBlockContainer(BlockStates s, int state) {
        if (s.value(state, "waterlogged") != null) return true;
        String name = s.registry().blockName(state);
        return name.equals("minecraft:kelp") || name.equals("minecraft:kelp_plant") || name.equals("minecraft:seagrass")
                || name.equals("minecraft:tall_seagrass");
    }

    /** Game: {@code SimpleWaterloggedBlock.placeLiquid}: a dry waterloggable block takes a water source (flags 3, a water tick after 5). */
    private static void placeLiquid(WorldGenLevel level, int x, int y, int z, int state, int fluidHolder) {
        BlockStates s = level.states();
        if (!"false".equals(s.value(state, "waterlogged"))) return;
        if (!(s.isWaterFluid(fluidHolder) && s.isSourceFluid(fluidHolder))) return;
        level.setBlock(x, y, z, s.with(state, "waterlogged", "true"), WorldGenLevel.UPDATE_ALL);
        level.scheduleFluidTick(x, y, z, "minecraft:water", 5);
    }
}
