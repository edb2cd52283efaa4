package dev.strata.engine.structure.template;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.DataPackException;
import dev.strata.engine.data.ResourceId;
import dev.strata.regionio.block.UnknownBlockStateException;
import dev.strata.regionio.nbt.NbtIO;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.DoubleBinaryTag;
import net.kyori.adventure.nbt.IntBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;

/**
 * A structure template of a data pack ({@code data/<ns>/structure/<path>.nbt}, gzip NBT; game:
 * {@code StructureTemplate.load}, 26.1 and 26.2 alike): its size, one or more palettes of blocks and its entities.
 *
 * <p>Each palette lists the same positions ({@code blocks}, each {@code pos}, {@code state}, optional {@code nbt})
 * with its own states ({@code palette}, or one list per palette in {@code palettes}), ordered as the game orders
 * them ({@code loadPalette}, {@code buildInfoList}): blocks without a dynamic shape whose collision shape is the
 * full cube, then the other blocks, then the blocks with block entity data, each group sorted by y, x, z. Block
 * entity data and entities are kept as read (NBT).
 *
 * <p>Stricter than the game, which reads a missing state, an unknown block or a palette index out of range as air:
 * those are refused here with the file named ({@link DataPackException}).
 *
 * <p>Positions: {@link #transform} and {@link #zeroPositionWithTransform} are the game's (26.2; in 26.1
 * {@code getZeroPositionWithTransform} did not take one off the size unless the template was mirrored).
 */
public final class StructureTemplate {
    /** A block of a palette: template position, state id, block entity data (null for none). */
    public record BlockInfo(int x, int y, int z, int state, CompoundBinaryTag nbt) {}

    /** An entity of the template: exact position, block position, its NBT. */
    public record EntityInfo(double x, double y, double z, int blockX, int blockY, int blockZ, CompoundBinaryTag nbt) {}

    private final String file;
    private final int sizeX, sizeY, sizeZ;
    private final List<List<BlockInfo>> palettes;
    private final List<EntityInfo> entities;

    StructureTemplate(String file, int sizeX, int sizeY, int sizeZ, List<List<BlockInfo>> palettes, List<EntityInfo> entities) {
        this.file = file;
        this.sizeX = sizeX;
        this.sizeY = sizeY;
        this.sizeZ = sizeZ;
        this.palettes = palettes;
        this.entities = entities;
    }

    /** The file this template was read from (for messages). */
    public String file() {
        return file;
    }

    public int sizeX() {
        return sizeX;
    }

    public int sizeY() {
        return sizeY;
    }

    public int sizeZ() {
        return sizeZ;
    }

    /** The palettes, each its blocks in placement order (unmodifiable). */
    public List<List<BlockInfo>> palettes() {
        return palettes;
    }

    /** The entities (unmodifiable). */
    public List<EntityInfo> entities() {
        return entities;
    }

    /** Whether any block of any palette carries block entity data. */
    public boolean hasBlockEntityData() {
        for (List<BlockInfo> p : palettes) for (BlockInfo b : p) if (b.nbt() != null) return true;
        return false;
    }

    /**
     * Places the template with its origin at (x, y, z) (game: {@code placeInWorld(level, pos, pos, settings, random,
     * flags)}; what it does is described at {@link TemplatePlacer}).
     *
     * @param random the settings' random: draws the palette
     * @param flags the block update flags of the writes (the game's features pass 3)
     * @return false when nothing could be placed (no palette, an empty template), else true
     * @throws IllegalStateException for entities or block entity data, which are not placed yet
     */
    public boolean placeInWorld(dev.strata.engine.feature.WorldGenLevel level, int x, int y, int z, StructurePlaceSettings settings,
                                dev.strata.engine.random.RandomSource random, int flags) {
        return TemplatePlacer.place(this, level, x, y, z, settings, random, flags);
    }

    /**
     * Reads {@code data/<ns>/structure/<path>.nbt}.
     *
     * @throws DataPackException naming the file when it is missing, unreadable or malformed
     */
    public static StructureTemplate load(DataPack pack, BlockStates states, ResourceId id) {
        String file = "data/" + id.namespace() + "/structure/" + id.path() + ".nbt";
        if (!pack.exists(file)) throw new DataPackException(file + ": missing (structure template " + id + ")");
        CompoundBinaryTag root;
        try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(pack.readBytes(file)))) {
            root = NbtIO.read(in);
        } catch (IOException e) {
            throw new DataPackException(file + ": unreadable structure template: " + e.getMessage(), e);
        }
        ListBinaryTag size = root.getList("size");
        if (size.size() != 3) throw new DataPackException(file + ": size must hold three ints");
        ListBinaryTag blocks = root.getList("blocks");
        List<List<BlockInfo>> palettes = new ArrayList<>();
        if (root.get("palettes") != null) {
            ListBinaryTag all = root.getList("palettes");
            for (int p = 0; p < all.size(); p++) palettes.add(loadPalette(file, "palettes." + p, states, all.getList(p), blocks));
        } else {
            palettes.add(loadPalette(file, "palette", states, root.getList("palette"), blocks));
        }
        List<EntityInfo> entities = new ArrayList<>();
        ListBinaryTag es = root.getList("entities");
        for (int i = 0; i < es.size(); i++) {
            CompoundBinaryTag e = es.getCompound(i);
            ListBinaryTag pos = e.getList("pos"), blockPos = e.getList("blockPos");
            BinaryTag nbt = e.get("nbt");
            if (!(nbt instanceof CompoundBinaryTag c)) continue; // game: an entity without nbt is skipped
            entities.add(new EntityInfo(doubleAt(pos, 0), doubleAt(pos, 1), doubleAt(pos, 2), intAt(blockPos, 0), intAt(blockPos, 1),
                    intAt(blockPos, 2), c));
        }
        return new StructureTemplate(file, intAt(size, 0), intAt(size, 1), intAt(size, 2), List.copyOf(palettes), List.copyOf(entities));
    }

    private static List<BlockInfo> loadPalette(String file, String path, BlockStates states, ListBinaryTag palette, ListBinaryTag blocks) {
        int[] paletteStates = new int[palette.size()];
        for (int i = 0; i < palette.size(); i++) {
            CompoundBinaryTag p = palette.getCompound(i);
            Map<String, String> props = new LinkedHashMap<>();
            CompoundBinaryTag pp = p.getCompound("Properties");
            for (String k : pp.keySet()) props.put(k, pp.getString(k));
            try {
                paletteStates[i] = states.registry().stateId(p.getString("Name"), props);
            } catch (UnknownBlockStateException e) {
                throw new DataPackException(file + ": " + path + "." + i + ": " + e.getMessage());
            }
        }
        List<BlockInfo> full = new ArrayList<>(), other = new ArrayList<>(), withData = new ArrayList<>();
        for (int i = 0; i < blocks.size(); i++) {
            CompoundBinaryTag b = blocks.getCompound(i);
            ListBinaryTag pos = b.getList("pos");
            BinaryTag stateTag = b.get("state");
            if (pos.size() != 3 || !(stateTag instanceof IntBinaryTag st) || st.value() < 0 || st.value() >= paletteStates.length) {
                throw new DataPackException(file + ": blocks." + i + ": bad pos or state for " + path);
            }
            int state = paletteStates[st.value()];
            BinaryTag nbt = b.get("nbt");
            BlockInfo info = new BlockInfo(intAt(pos, 0), intAt(pos, 1), intAt(pos, 2), state, nbt instanceof CompoundBinaryTag c ? c : null);
            // game: addToLists; full blocks are those without a dynamic shape whose collision shape is the full cube
            if (info.nbt() != null) withData.add(info);
            else if (states.fullCollision(state)) full.add(info);
            else other.add(info);
        }
        Comparator<BlockInfo> order = Comparator.comparingInt(BlockInfo::y).thenComparingInt(BlockInfo::x).thenComparingInt(BlockInfo::z);
        full.sort(order);
        other.sort(order);
        withData.sort(order);
        List<BlockInfo> all = new ArrayList<>(full.size() + other.size() + withData.size());
        all.addAll(full);
        all.addAll(other);
        all.addAll(withData);
        return List.copyOf(all);
    }

    /**
     * Game: {@code StructureTemplate.transform(pos, mirror, rotation, pivot)}: a template position mirrored (left_right
     * negates z, front_back x), then turned about the pivot.
     *
     * @return {x, y, z}
     */
    public static int[] transform(int x, int y, int z, Mirror mirror, Rotation rotation, int pivotX, int pivotZ) {
        int[] out = new int[3];
        transform(x, y, z, mirror, rotation, pivotX, pivotZ, out);
        return out;
    }

    /**
     * {@link #transform(int, int, int, Mirror, Rotation, int, int)} into the caller's array (for the per-block paths,
     * which must not allocate).
     *
     * @param out receives {x, y, z}
     */
    public static void transform(int x, int y, int z, Mirror mirror, Rotation rotation, int pivotX, int pivotZ, int[] out) {
        if (mirror == Mirror.LEFT_RIGHT) z = -z;
        else if (mirror == Mirror.FRONT_BACK) x = -x;
        int ox, oz;
        switch (rotation) {
            case COUNTERCLOCKWISE_90 -> {
                ox = pivotX - pivotZ + z;
                oz = pivotX + pivotZ - x;
            }
            case CLOCKWISE_90 -> {
                ox = pivotX + pivotZ - z;
                oz = pivotZ - pivotX + x;
            }
            case CLOCKWISE_180 -> {
                ox = pivotX + pivotX - x;
                oz = pivotZ + pivotZ - z;
            }
            default -> {
                ox = x;
                oz = z;
            }
        }
        out[0] = ox;
        out[1] = y;
        out[2] = oz;
    }

    /**
     * Game 26.2: {@code getZeroPositionWithTransform(zeroPos, mirror, rotation, sizeX, sizeZ)}: where to put the
     * template's origin so that its box starts at {@code zeroPos}.
     *
     * @return {x, z}
     */
    public static int[] zeroPositionWithTransform(int x, int z, Mirror mirror, Rotation rotation, int sizeX, int sizeZ) {
        sizeX--;
        sizeZ--;
        int mx = mirror == Mirror.FRONT_BACK ? sizeX : 0, mz = mirror == Mirror.LEFT_RIGHT ? sizeZ : 0;
        return switch (rotation) {
            case COUNTERCLOCKWISE_90 -> new int[] {x + mz, z + sizeX - mx};
            case CLOCKWISE_90 -> new int[] {x + sizeZ - mz, z + mx};
            case CLOCKWISE_180 -> new int[] {x + sizeX - mx, z + sizeZ - mz};
            default -> new int[] {x + mx, z + mz};
        };
    }

    private static int intAt(ListBinaryTag list, int i) {
        if (i >= list.size()) return 0;
        BinaryTag t = list.get(i);
        return t instanceof IntBinaryTag n ? n.value() : 0;
    }

    private static double doubleAt(ListBinaryTag list, int i) {
        if (i >= list.size()) return 0;
        BinaryTag t = list.get(i);
        return t instanceof DoubleBinaryTag n ? n.value() : 0;
    }
}
