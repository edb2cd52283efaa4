package dev.strata.engine.feature.cave;

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
import net.kyori.adventure.nbt.IntBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;

/**
 * A structure template of the pack ({@code structure/<path>.nbt}; game: {@code StructureTemplate.load}) as far as
 * the fossil feature needs it: the size and the blocks of its single palette, ordered as the game orders them
 * ({@code buildInfoList}: full-cube blocks, then the others, each sorted by y, x, z).
 *
 * <p>Limits (refused with the file named): no block entities ({@code nbt}), no entities, one palette, and block
 * states whose only orientation is {@code axis} (what rotation changes here). The vanilla fossil templates are bone
 * blocks and coal ore.
 *
 * @param sizeX the template's x size; @param sizeY its y size; @param sizeZ its z size
 * @param blocks {x, y, z, state} in placement order
 */
record FossilTemplate(int sizeX, int sizeY, int sizeZ, List<int[]> blocks) {

    /** Reads {@code data/<ns>/structure/<path>.nbt}. @throws DataPackException naming the file */
    static FossilTemplate load(DataPack pack, BlockStates states, ResourceId id) {
        String file = "data/" + id.namespace() + "/structure/" + id.path() + ".nbt";
        if (!pack.exists(file)) throw new DataPackException(file + ": missing (structure template " + id + ")");
        CompoundBinaryTag root;
        try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(pack.readBytes(file)))) {
            root = NbtIO.read(in);
        } catch (IOException e) {
            throw new DataPackException(file + ": unreadable structure template: " + e.getMessage(), e);
        }
        if (root.get("palettes") != null) throw new DataPackException(file + ": templates with several palettes are not supported by the fossil feature");
        if (root.getList("entities").size() > 0) throw new DataPackException(file + ": templates with entities are not supported by the fossil feature");
        ListBinaryTag size = root.getList("size");
        if (size.size() != 3) throw new DataPackException(file + ": size must hold three ints");
        ListBinaryTag palette = root.getList("palette");
        int[] paletteStates = new int[palette.size()];
        for (int i = 0; i < palette.size(); i++) {
            CompoundBinaryTag p = palette.getCompound(i);
            Map<String, String> props = new LinkedHashMap<>();
            CompoundBinaryTag pp = p.getCompound("Properties");
            for (String k : pp.keySet()) {
                if (!k.equals("axis")) throw new DataPackException(file + ": palette." + i + ": property " + k + " would need rotating, which the fossil feature does not do");
                props.put(k, pp.getString(k));
            }
            try {
                paletteStates[i] = states.registry().stateId(p.getString("Name"), props);
            } catch (UnknownBlockStateException e) {
                throw new DataPackException(file + ": palette." + i + ": " + e.getMessage());
            }
        }
        List<int[]> full = new ArrayList<>(), other = new ArrayList<>();
        ListBinaryTag blocks = root.getList("blocks");
        for (int i = 0; i < blocks.size(); i++) {
            CompoundBinaryTag b = blocks.getCompound(i);
            if (b.get("nbt") != null) throw new DataPackException(file + ": blocks." + i + ": block entities are not supported by the fossil feature");
            ListBinaryTag pos = b.getList("pos");
            int stateIndex = b.getInt("state");
            if (pos.size() != 3 || stateIndex < 0 || stateIndex >= paletteStates.length) throw new DataPackException(file + ": blocks." + i + ": bad pos or state");
            int state = paletteStates[stateIndex];
            int[] info = {intAt(pos, 0), intAt(pos, 1), intAt(pos, 2), state};
            // game: full blocks are those without a dynamic shape whose collision shape is the full cube
            (states.fullCollision(state) ? full : other).add(info);
        }
        Comparator<int[]> order = Comparator.<int[]>comparingInt(b -> b[1]).thenComparingInt(b -> b[0]).thenComparingInt(b -> b[2]);
        full.sort(order);
        other.sort(order);
        List<int[]> all = new ArrayList<>(full);
        all.addAll(other);
        return new FossilTemplate(intAt(size, 0), intAt(size, 1), intAt(size, 2), List.copyOf(all));
    }

    private static int intAt(ListBinaryTag list, int i) {
        BinaryTag t = list.get(i);
        return t instanceof IntBinaryTag n ? n.value() : 0;
    }
}
