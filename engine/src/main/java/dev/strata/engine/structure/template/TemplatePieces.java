package dev.strata.engine.structure.template;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.random.RandomSupport;
import dev.strata.engine.structure.BoundingBox;
import java.util.ArrayList;
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
        PlacementScratch w = PlacementScratch.acquire();
        try {
            process(level, px, py, pz, referencePos, settings, box, blocks, w);
            placeBlocks(t, level, random, box, settings, s, w);
        } finally {
            w.release();
        }
        // game: placeEntities (the pieces' settings leave finalizeEntities off)
        TemplateEntities.place(t, level, px, py, pz, settings.mirror(), settings.rotation(), settings.pivotX(), settings.pivotZ(), box, false);
        List<Marker> markers = new ArrayList<>();
        int structureBlock = s.blockIndex("minecraft:structure_block");
        int[] p = new int[3];
        for (StructureTemplate.BlockInfo b : blocks) {
            if (s.block(b.state()) != structureBlock || b.nbt() == null) continue;
            StructureTemplate.transform(b.x(), b.y(), b.z(), settings.mirror(), settings.rotation(), settings.pivotX(), settings.pivotZ(), p);
            int x = p[0] + px, y = p[1] + py, z = p[2] + pz;
            if (!box.isInside(x, y, z)) continue;
            if (!"DATA".equals(b.nbt().getString("mode"))) continue;
            markers.add(new Marker(x, y, z, b.nbt().getString("metadata")));
        }
        return markers;
    }

    /** The blocks of {@link #place} after processing, from the scratch's buffers (nothing allocated per block). */
    private static void placeBlocks(StructureTemplate t, WorldGenLevel level, RandomSource random, BoundingBox box, Settings settings, BlockStates s,
            PlacementScratch w) {
        PlacementScratch.BlockList processed = w.blocks;
        boolean water = settings.applyWaterlogging();
        PlacementScratch.Positions toFill = w.toFill, placed = w.placed;
        PlacementScratch.LongSet locked = w.locked;
        for (int i = 0, n = processed.size(); i < n; i++) {
            int x = processed.x(i), y = processed.y(i), z = processed.z(i);
            if (!box.isInside(x, y, z)) continue;
            CompoundBinaryTag nbt = processed.nbt(i);
            int previousFluid = water ? level.getBlockState(x, y, z) : -1;
            int state = w.transformState(s, processed.state(i), settings.mirror(), settings.rotation());
            if (nbt != null) level.setBlock(x, y, z, s.defaultState("minecraft:barrier"), 820);
            if (!level.setBlock(x, y, z, state, WorldGenLevel.UPDATE_CLIENTS)) continue;
            w.include(x, y, z);
            placed.add(x, y, z);
            if (nbt != null) {
                ProtoChunk.BlockEntityData be = level.getBlockEntity(x, y, z);
                String block = s.registry().blockName(state);
                if (be != null) load(be, block, nbt, LOOT_CONTAINERS.contains(block) ? random.nextLong() : null);
            }
            if (!water) continue;
            TemplateWater.placed(level, x, y, z, state, previousFluid, toFill, locked);
        }
        TemplateWater.fill(level, toFill, locked);
        String file = t.file();
        TemplateShapes.update(level, w, WorldGenLevel.UPDATE_CLIENTS,
                (l, state, x, y, z, d, neighbour) -> PieceShapeUpdates.updateShape(l, state, x, y, z, d, neighbour, file));
    }

    /**
     * Game: {@code StructureTemplate.processBlockInfos} (26.2), into {@code w.blocks}: each block through the
     * processors in order (one {@link ProcessedBlock} carries them all), then each processor's
     * {@code finalizeProcessing} over the list.
     */
    static void process(WorldGenLevel level, int px, int py, int pz, long referencePos, Settings settings, BoundingBox box,
            List<StructureTemplate.BlockInfo> blocks, PlacementScratch w) {
        List<StructureProcessor> processors = settings.processors();
        boolean onlyInChunk = true;
        for (int k = 0; k < processors.size(); k++) {
            if (processors.get(k).evaluatesEntirePieceState()) {
                onlyInChunk = false;
                break;
            }
        }
        PlacementScratch.BlockList processed = w.blocks;
        ProcessedBlock work = new ProcessedBlock(0, 0, 0, 0, null);
        int[] p = w.pos;
        for (int i = 0, n = blocks.size(); i < n; i++) {
            StructureTemplate.BlockInfo b = blocks.get(i);
            StructureTemplate.transform(b.x(), b.y(), b.z(), settings.mirror(), settings.rotation(), settings.pivotX(), settings.pivotZ(), p);
            int x = p[0] + px, y = p[1] + py, z = p[2] + pz;
            if (onlyInChunk && box != null && !box.isInside(x, y, z)) continue;
            ProcessedBlock info = work.set(x, y, z, b.state(), b.nbt());
            for (int k = 0; info != null && k < processors.size(); k++) info = processors.get(k).processBlock(level, px, py, pz, referencePos, b, info);
            if (info == null) continue;
            processed.add(info.x(), info.y(), info.z(), info.state(), info.nbt(), i);
        }
        for (int k = 0; k < processors.size(); k++) processors.get(k).finalizeProcessing(level, px, py, pz, referencePos, blocks, processed, w, work);
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
