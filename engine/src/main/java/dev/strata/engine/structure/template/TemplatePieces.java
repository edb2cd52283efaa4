package dev.strata.engine.structure.template;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.tree.Direction;
import dev.strata.engine.feature.tree.VoxelShape;
import dev.strata.engine.levelgen.BlockPos;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.random.RandomSupport;
import dev.strata.engine.structure.BoundingBox;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import net.kyori.adventure.nbt.BinaryTagTypes;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.DoubleBinaryTag;
import net.kyori.adventure.nbt.FloatBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;

/**
 * Placing a {@link TemplateStructurePiece} (game 26.2: {@code TemplateStructurePiece.postProcess} →
 * {@code StructureTemplate.placeInWorld} with the piece's settings, box = the chunk's box, no random of its own):
 * <ol>
 *   <li>the palette: {@code nextInt(palettes)} of a legacy random seeded with {@code Mth.getSeed(templatePosition)}
 *       (the game's {@code StructurePlaceSettings.getRandom(pos)} when the settings hold no random);</li>
 *   <li>{@code processBlockInfos}: each block's position turned about the pivot and moved; unless a processor
 *       evaluates the whole piece, blocks outside the box are left out first; then the processors in order and
 *       their {@code finalizeProcessing};</li>
 *   <li>each processed block inside the box: the state turned ({@link StateTransforms#transform}, no mirror), a block
 *       with data gets a fresh block entity whose fields are the data's, with {@code LootTableSeed} drawn from the
 *       piece's random ({@code nextLong}) for a container that takes loot; waterlogging as {@link TemplatePlacer};</li>
 *   <li>the shape updates at the edge and of each placed block ({@link PieceShapeUpdates});</li>
 *   <li>the data markers: structure blocks of the palette inside the box whose data says {@code mode: "DATA"}
 *       (game: {@code filterBlocks}), in palette order, for the piece's {@code handleDataMarker}.</li>
 * </ol>
 * Then the template's entities ({@link TemplateEntities}, finalizeEntities off), before the markers are handled.
 */
public final class TemplatePieces {
    /** Game: {@code BlockIgnoreProcessor.STRUCTURE_AND_AIR} (shorthand). */
    public static final StructureProcessor IGNORE_STRUCTURE_AND_AIR = BlockIgnoreProcessor.STRUCTURE_AND_AIR;
    private static final Direction[] FILL_FROM = {Direction.UP, Direction.NORTH, Direction.EAST, Direction.SOUTH, Direction.WEST};
    private static final Direction[] UPDATE_SHAPE_ORDER = {Direction.WEST, Direction.EAST, Direction.NORTH, Direction.SOUTH,
            Direction.DOWN, Direction.UP};
    /** Game: the blocks whose block entity is a {@code RandomizableContainer}. */
    private static final Set<String> LOOT_CONTAINERS = Set.of("minecraft:chest", "minecraft:trapped_chest", "minecraft:barrel",
            "minecraft:dispenser", "minecraft:dropper", "minecraft:hopper", "minecraft:decorated_pot", "minecraft:crafter");

    private TemplatePieces() {}

    /** A piece's placement settings: rotation about a pivot, processors, waterlogging (game: {@code StructurePlaceSettings}). */
    public record Settings(Rotation rotation, int pivotX, int pivotZ, boolean applyWaterlogging, List<StructureProcessor> processors, Mirror mirror) {
        /** Settings without a mirror (game: {@code Mirror.NONE}, the default). */
        public Settings(Rotation rotation, int pivotX, int pivotZ, boolean applyWaterlogging, List<StructureProcessor> processors) {
            this(rotation, pivotX, pivotZ, applyWaterlogging, processors, Mirror.NONE);
        }

        /** The same settings with a mirror, applied before the rotation (game: {@code setMirror}). */
        public Settings withMirror(Mirror m) {
            return new Settings(rotation, pivotX, pivotZ, applyWaterlogging, processors, m);
        }
    }

    /** A data marker: world position and its {@code metadata}. */
    public record Marker(int x, int y, int z, String metadata) {}

    /** Settings with the given processors in order. */
    public static Settings settings(Rotation rotation, int pivotX, int pivotZ, boolean applyWaterlogging, StructureProcessor... processors) {
        return new Settings(rotation, pivotX, pivotZ, applyWaterlogging, List.of(processors));
    }

    /**
     * Places the piece's template at its template position inside {@code box}.
     *
     * @return the data markers to handle (empty when nothing was placed)
     */
    public static List<Marker> place(TemplateStructurePiece piece, WorldGenLevel level, RandomSource random, BoundingBox box, long referencePos,
            Settings settings) {
        StructureTemplate t = piece.template();
        int px = piece.templateX, py = piece.templateY, pz = piece.templateZ;
        if (t.palettes().isEmpty()) return List.of();
        int paletteIndex = new LegacyRandom(RandomSupport.getSeed(px, py, pz)).nextInt(t.palettes().size());
        List<StructureTemplate.BlockInfo> blocks = t.palettes().get(paletteIndex);
        if (blocks.isEmpty() || t.sizeX() < 1 || t.sizeY() < 1 || t.sizeZ() < 1) return List.of();
        BlockStates s = level.states();
        List<ProcessedBlock> processed = process(level, px, py, pz, referencePos, settings, box, blocks);
        boolean water = settings.applyWaterlogging();
        List<int[]> toFill = new ArrayList<>(), placed = new ArrayList<>(processed.size());
        Set<Long> locked = new HashSet<>();
        BoundingBox bounds = null;
        for (ProcessedBlock info : processed) {
            int x = info.x(), y = info.y(), z = info.z();
            if (!box.isInside(x, y, z)) continue;
            int previousFluid = water ? level.getBlockState(x, y, z) : -1;
            int state = StateTransforms.transform(s, info.state(), settings.mirror(), settings.rotation());
            if (info.nbt() != null) level.setBlock(x, y, z, s.defaultState("minecraft:barrier"), 820);
            if (!level.setBlock(x, y, z, state, WorldGenLevel.UPDATE_CLIENTS)) continue;
            bounds = bounds == null ? new BoundingBox(x, y, z, x, y, z) : bounds.encapsulate(x, y, z);
            placed.add(new int[] {x, y, z});
            if (info.nbt() != null) {
                ProtoChunk.BlockEntityData be = level.getBlockEntity(x, y, z);
                String block = s.registry().blockName(state);
                if (be != null) load(be, block, info.nbt(), LOOT_CONTAINERS.contains(block) ? random.nextLong() : null);
            }
            if (!water) continue;
            if (s.isSourceFluid(state)) {
                locked.add(BlockPos.asLong(x, y, z));
            } else if (TemplatePlacer.isLiquidBlockContainer(s, state)) {
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
                    int neighbour = level.getBlockState(p[0] + d.stepX, p[1] + d.stepY, p[2] + d.stepZ);
                    if (s.isSourceFluid(neighbour) && !locked.contains(BlockPos.asLong(p[0] + d.stepX, p[1] + d.stepY, p[2] + d.stepZ))) {
                        toPlace = neighbour;
                    }
                }
                if (!s.isSourceFluid(toPlace)) continue;
                int state = level.getBlockState(p[0], p[1], p[2]);
                if (!TemplatePlacer.isLiquidBlockContainer(s, state)) continue;
                placeLiquid(level, p[0], p[1], p[2], state, toPlace);
                filled = true;
                it.remove();
            }
        }
        if (bounds != null) {
            int minX = bounds.minX(), minY = bounds.minY(), minZ = bounds.minZ();
            VoxelShape shape = new VoxelShape(bounds.getXSpan(), bounds.getYSpan(), bounds.getZSpan());
            for (int[] p : placed) shape.fill(p[0] - minX, p[1] - minY, p[2] - minZ);
            int flags = WorldGenLevel.UPDATE_CLIENTS;
            shape.forAllFaces((d, x, y, z) -> {
                int ax = minX + x, ay = minY + y, az = minZ + z;
                int nx = ax + d.stepX, ny = ay + d.stepY, nz = az + d.stepZ;
                int state = level.getBlockState(ax, ay, az), neighbour = level.getBlockState(nx, ny, nz);
                int newState = PieceShapeUpdates.updateShape(level, state, ax, ay, az, d, neighbour, t.file());
                if (newState != state) level.setBlock(ax, ay, az, newState, flags & ~1);
                int newNeighbour = PieceShapeUpdates.updateShape(level, neighbour, nx, ny, nz, d.opposite(), newState, t.file());
                if (newNeighbour != neighbour) level.setBlock(nx, ny, nz, newNeighbour, flags & ~1);
            });
            for (int[] p : placed) {
                int state = level.getBlockState(p[0], p[1], p[2]);
                int newState = state;
                for (Direction d : UPDATE_SHAPE_ORDER) {
                    int neighbour = level.getBlockState(p[0] + d.stepX, p[1] + d.stepY, p[2] + d.stepZ);
                    newState = PieceShapeUpdates.updateShape(level, newState, p[0], p[1], p[2], d, neighbour, t.file());
                }
                if (newState != state) level.setBlock(p[0], p[1], p[2], newState, flags & ~1 | 16);
            }
        }
        // game: placeEntities (the pieces' settings leave finalizeEntities off)
        TemplateEntities.place(t, level, px, py, pz, settings.mirror(), settings.rotation(), settings.pivotX(), settings.pivotZ(), box, false);
        List<Marker> markers = new ArrayList<>();
        int structureBlock = s.blockIndex("minecraft:structure_block");
        for (StructureTemplate.BlockInfo b : blocks) {
            if (s.block(b.state()) != structureBlock || b.nbt() == null) continue;
            int[] p = StructureTemplate.transform(b.x(), b.y(), b.z(), settings.mirror(), settings.rotation(), settings.pivotX(), settings.pivotZ());
            int x = p[0] + px, y = p[1] + py, z = p[2] + pz;
            if (!box.isInside(x, y, z)) continue;
            if (!"DATA".equals(b.nbt().getString("mode"))) continue;
            markers.add(new Marker(x, y, z, b.nbt().getString("metadata")));
        }
        return markers;
    }

    /** Game: {@code StructureTemplate.processBlockInfos} (26.2). */
    static List<ProcessedBlock> process(WorldGenLevel level, int px, int py, int pz, long referencePos, Settings settings, BoundingBox box,
            List<StructureTemplate.BlockInfo> blocks) {
        boolean onlyInChunk = true;
        for (StructureProcessor p : settings.processors()) {
            if (p.evaluatesEntirePieceState()) {
                onlyInChunk = false;
                break;
            }
        }
        List<StructureTemplate.BlockInfo> originals = new ArrayList<>();
        List<ProcessedBlock> processed = new ArrayList<>();
        for (StructureTemplate.BlockInfo b : blocks) {
            int[] p = StructureTemplate.transform(b.x(), b.y(), b.z(), settings.mirror(), settings.rotation(), settings.pivotX(), settings.pivotZ());
            int x = p[0] + px, y = p[1] + py, z = p[2] + pz;
            if (onlyInChunk && box != null && !box.isInside(x, y, z)) continue;
            ProcessedBlock info = new ProcessedBlock(x, y, z, b.state(), b.nbt());
            for (Iterator<StructureProcessor> it = settings.processors().iterator(); info != null && it.hasNext(); ) {
                info = it.next().processBlock(level, px, py, pz, referencePos, b, info);
            }
            if (info == null) continue;
            processed.add(info);
            originals.add(b);
        }
        for (StructureProcessor p : settings.processors()) processed = p.finalizeProcessing(level, px, py, pz, referencePos, originals, processed);
        return processed;
    }

    /**
     * The block entity takes the template's data (game: {@code loadWithComponents}), with a loot seed when given; its
     * id is the data's, else the block's block entity type. Strings and longs are kept as Java values, the rest as
     * tags.
     */
    private static void load(ProtoChunk.BlockEntityData be, String block, CompoundBinaryTag nbt, Long lootSeed) {
        be.fields.clear();
        be.id = blockEntityType(block);
        for (String k : nbt.keySet()) {
            if (k.equals("id")) {
                be.id = nbt.getString("id");
                continue;
            }
            if (k.equals("x") || k.equals("y") || k.equals("z")) continue;
            net.kyori.adventure.nbt.BinaryTag v = nbt.get(k);
            if (v instanceof net.kyori.adventure.nbt.StringBinaryTag str) be.fields.put(k, str.value());
            else if (v instanceof net.kyori.adventure.nbt.LongBinaryTag l) be.fields.put(k, l.value());
            else be.fields.put(k, v);
        }
        if (lootSeed != null) {
            if (lootSeed != 0L) be.fields.put("LootTableSeed", lootSeed);
            else be.fields.remove("LootTableSeed");
        }
    }

    /** The block entity type of the blocks templates and processors give data to (game: {@code BlockEntityType}). */
    static String blockEntityType(String block) {
        return switch (block) {
            case "minecraft:suspicious_sand", "minecraft:suspicious_gravel" -> "minecraft:brushable_block";
            default -> block.endsWith("_wall_sign") || block.endsWith("_sign") && !block.endsWith("hanging_sign") ? "minecraft:sign"
                    : block.endsWith("_bed") ? "minecraft:bed" : block;
        };
    }

    /** Game: {@code SimpleWaterloggedBlock.placeLiquid} (see {@link TemplatePlacer}). */
    private static void placeLiquid(WorldGenLevel level, int x, int y, int z, int state, int fluidHolder) {
        BlockStates s = level.states();
        if (!"false".equals(s.value(state, "waterlogged"))) return;
        if (!(s.isWaterFluid(fluidHolder) && s.isSourceFluid(fluidHolder))) return;
        level.setBlock(x, y, z, s.with(state, "waterlogged", "true"), WorldGenLevel.UPDATE_ALL);
        level.scheduleFluidTick(x, y, z, "minecraft:water", 5);
    }

    /**
     * Game: {@code RandomizableContainer.setBlockEntityLootTable} / {@code setLootTable(table, random.nextLong())}:
     * when the block at the position has a loot container's block entity, it gets the table and a seed drawn now.
     */
    public static void setLootTable(WorldGenLevel level, RandomSource random, int x, int y, int z, String lootTable) {
        ProtoChunk.BlockEntityData be = level.getBlockEntity(x, y, z);
        if (be == null || !LOOT_CONTAINERS.contains(level.states().registry().blockName(level.getBlockState(x, y, z)))) return;
        long seed = random.nextLong();
        if (be.id.equals("DUMMY")) be.id = level.states().registry().blockName(level.getBlockState(x, y, z));
        be.fields.put("LootTable", lootTable);
        if (seed != 0L) be.fields.put("LootTableSeed", seed);
        else be.fields.remove("LootTableSeed");
    }

    /**
     * A persistent mob a structure adds at a block (game: {@code EntityType.create}, {@code setPersistenceRequired},
     * {@code snapTo}): its id, position (the caller's: the block's bottom centre), rotation 0 and {@code PersistenceRequired}; the
     * rest of the entity's data the game fills when it loads it.
     */
    public static void addMob(WorldGenLevel level, String id, double x, double y, double z) {
        addMob(level, id, x, y, z, CompoundBinaryTag.empty());
    }

    /** {@link #addMob(WorldGenLevel, String, double, double, double)} with {@code more} fields the spawn decided. */
    public static void addMob(WorldGenLevel level, String id, double x, double y, double z, CompoundBinaryTag more) {
        CompoundBinaryTag.Builder b = CompoundBinaryTag.builder();
        b.putString("id", id);
        b.put("Pos", ListBinaryTag.builder(BinaryTagTypes.DOUBLE).add(DoubleBinaryTag.doubleBinaryTag(x)).add(DoubleBinaryTag.doubleBinaryTag(y))
                .add(DoubleBinaryTag.doubleBinaryTag(z)).build());
        b.put("Rotation", ListBinaryTag.builder(BinaryTagTypes.FLOAT).add(FloatBinaryTag.floatBinaryTag(0f)).add(FloatBinaryTag.floatBinaryTag(0f)).build());
        b.putBoolean("PersistenceRequired", true);
        b.put(more);
        level.addFreshEntity((int) Math.floor(x), (int) Math.floor(z), b.build());
    }
}
