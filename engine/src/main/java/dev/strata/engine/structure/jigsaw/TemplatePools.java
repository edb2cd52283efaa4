package dev.strata.engine.structure.jigsaw;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.DataPackException;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.feature.FeatureParser;
import dev.strata.engine.feature.tree.Direction;
import dev.strata.engine.structure.template.Rotation;
import dev.strata.engine.structure.template.StructureTemplate;
import dev.strata.engine.structure.template.StructureTemplateManager;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.NumberBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;

/**
 * Reads the template pools of {@code worldgen/template_pool} a jigsaw structure can reach (game: the
 * {@code TEMPLATE_POOL} registry and {@code StructurePoolElement.CODEC}), with their templates, jigsaw blocks and
 * processor lists. Everything a start can reach from its start pool is read when the structure is bound (through
 * the jigsaws' pools, the aliases' targets and the fallbacks), so a malformed pool, element, template or processor
 * list fails loading with its file and JSON path; a pool a jigsaw names that does not exist is left out (the game
 * skips such a jigsaw after a warning), and so is a template: the game's {@code StructureTemplateManager.getOrCreate}
 * makes an empty one (size 0, no palettes), which the 26.2 pack relies on ({@code ancient_city/walls/no_corners}
 * names {@code intact_horizontal_wall_stairs_5}, which the jar lacks).
 *
 * <p>One instance per data pack ({@link #forPack}), kept as long as the pack: pools, templates and processor lists
 * depend only on the pack (state ids are the fixed 26.2 registry's), so every generator of the pack (each dimension,
 * each test) reads them once; reading a pack's jigsaw templates takes seconds. Thread-safe ({@link #reachable}
 * locks the instance); the pools it returns are immutable.
 */
final class TemplatePools {
    static final String REGISTRY = "worldgen/template_pool";
    private static final String JIGSAW = "minecraft:jigsaw";

    private final DataPack pack;
    private final BlockStates states;
    private final FeatureParser features;
    private final Map<ResourceId, StructureTemplatePool> pools = new LinkedHashMap<>();
    private final Map<ResourceId, ProcessorList> processorLists = new HashMap<>();
    private final Map<ResourceId, List<List<JigsawBlockInfo>>> jigsaws = new HashMap<>();

    /**
     * Per pack, softly: the pools hold their pack (the key), so a strong value would keep every pack a process ever
     * opened (tests open hundreds); a cleared entry is read again from the same pack, with the same result.
     */
    private static final dev.strata.engine.data.SoftCache<DataPack, TemplatePools> BY_PACK = new dev.strata.engine.data.SoftCache<>();

    /** The pools of {@code pack}, read with {@code states} (a {@link BlockStates} of the same pack) the first time. */
    static TemplatePools forPack(DataPack pack, BlockStates states) {
        return BY_PACK.get(pack, p -> new TemplatePools(p, states));
    }

    private TemplatePools(DataPack pack, BlockStates states) {
        this.pack = pack;
        this.states = states;
        this.features = new FeatureParser(pack, states);
    }

    /**
     * The pools reachable from {@code start} and {@code more} (by id; a missing pool is absent from the map).
     *
     * @throws DataPackException naming the file and JSON path of a malformed pool, element or processor list, a missing
     *     start or fallback pool, or a missing or malformed template
     */
    synchronized Map<ResourceId, StructureTemplatePool> reachable(ResourceId start, List<ResourceId> more, JsonCursor startFrom) {
        if (!pack.exists(start.file(REGISTRY))) throw startFrom.error("unknown template pool " + start + " (no " + start.file(REGISTRY) + ")");
        Deque<ResourceId> queue = new ArrayDeque<>();
        queue.add(start);
        queue.addAll(more);
        Map<ResourceId, StructureTemplatePool> out = new HashMap<>();
        while (!queue.isEmpty()) {
            ResourceId id = queue.poll();
            if (out.containsKey(id)) continue;
            StructureTemplatePool pool = pool(id);
            if (pool == null) continue;
            out.put(id, pool);
            queue.add(pool.fallback());
            for (StructurePoolElement e : pool.templates()) collectPools(e, queue);
        }
        return out;
    }

    private void collectPools(StructurePoolElement e, Deque<ResourceId> queue) {
        if (e instanceof SinglePoolElement s) {
            for (List<JigsawBlockInfo> palette : s.jigsaws()) for (JigsawBlockInfo j : palette) queue.add(j.pool());
        } else if (e instanceof ListPoolElement l) {
            for (StructurePoolElement c : l.elements()) collectPools(c, queue);
        }
    }

    /** The pool {@code id}, read once; null when the pack has no such file. */
    private StructureTemplatePool pool(ResourceId id) {
        if (pools.containsKey(id)) return pools.get(id);
        String file = id.file(REGISTRY);
        if (!pack.exists(file)) {
            pools.put(id, null);
            return null;
        }
        JsonCursor root = JsonCursor.root(file, pack.readJson(file));
        ResourceId fallback = root.get("fallback").asId();
        if (!pack.exists(fallback.file(REGISTRY))) throw root.get("fallback").error("unknown template pool " + fallback);
        List<StructurePoolElement> templates = new ArrayList<>();
        for (JsonCursor entry : root.get("elements").elements()) {
            StructurePoolElement element = element(entry.get("element"), null);
            int weight = entry.get("weight").asInt(1, 150);
            for (int i = 0; i < weight; i++) templates.add(element);
        }
        int maxSize = 0;
        boolean any = false;
        for (StructurePoolElement e : templates) {
            if (e == EmptyPoolElement.INSTANCE) continue;
            int span = e.boundingBox(0, 0, 0, Rotation.NONE).getYSpan();
            maxSize = any ? Math.max(maxSize, span) : span;
            any = true;
        }
        StructureTemplatePool pool = new StructureTemplatePool(id, templates, fallback, maxSize);
        pools.put(id, pool);
        return pool;
    }

    /**
     * An element as a piece's {@code pool_element} holds it (game: {@code StructurePoolElement.CODEC} reading the
     * piece's NBT), given as JSON ({@link PoolElementCodec#json}).
     */
    StructurePoolElement element(JsonCursor c) {
        return element(c, null);
    }

    /**
     * One element (game: {@code StructurePoolElement.CODEC}).
     *
     * @param listProjection the projection of the list element holding it, which replaces its own, or null
     */
    private StructurePoolElement element(JsonCursor c, Projection listProjection) {
        String type = c.get("element_type").asId().toString();
        if (type.equals("minecraft:empty_pool_element")) return EmptyPoolElement.INSTANCE;
        Projection projection = Projection.byName(c.get("projection").asString());
        if (projection == null) throw c.get("projection").error("unknown projection " + c.get("projection").asString() + " (rigid, terrain_matching)");
        if (listProjection != null) projection = listProjection;
        switch (type) {
            case "minecraft:single_pool_element":
            case "minecraft:legacy_single_pool_element": {
                ResourceId location = c.get("location").asId();
                StructureTemplate template = null; // game: getOrCreate makes an empty template for a missing file
                if (pack.exists("data/" + location.namespace() + "/structure/" + location.path() + ".nbt")) {
                    try {
                        template = StructureTemplateManager.get(states, location);
                    } catch (DataPackException e) {
                        throw c.get("location").error(e.getMessage());
                    }
                }
                ProcessorList processors = processors(c.get("processors"));
                LiquidSettings override = null;
                if (c.has("override_liquid_settings")) {
                    JsonCursor l = c.get("override_liquid_settings");
                    override = LiquidSettings.byName(l.asString());
                    if (override == null) throw l.error("unknown liquid settings " + l.asString() + " (ignore_waterlogging, apply_waterlogging)");
                }
                List<List<JigsawBlockInfo>> js = template == null ? List.of() : jigsaws.get(location);
                if (js == null) {
                    js = jigsaws(template, c.get("location"));
                    jigsaws.put(location, js);
                }
                return new SinglePoolElement(location, template, js, processors, projection, override, type.equals("minecraft:legacy_single_pool_element"));
            }
            case "minecraft:list_pool_element": {
                List<StructurePoolElement> elements = new ArrayList<>();
                for (JsonCursor e : c.get("elements").elements()) elements.add(element(e, projection));
                if (elements.isEmpty()) throw c.get("elements").error("expected at least one element");
                return new ListPoolElement(elements, projection);
            }
            case "minecraft:feature_pool_element": {
                JsonCursor f = c.get("feature");
                ResourceId id = f.isString() ? f.asId() : null;
                return new FeaturePoolElement(id, features.placedFeature(f), projection, f);
            }
            default:
                throw c.get("element_type").error("unknown pool element type " + type
                        + " (single_pool_element, legacy_single_pool_element, list_pool_element, feature_pool_element, empty_pool_element)");
        }
    }

    /** A processor list by id (read once) or inline ({@code {"processors": [...]}} or a list). */
    private ProcessorList processors(JsonCursor c) {
        if (c.isString()) {
            ResourceId id = c.asId();
            ProcessorList l = processorLists.get(id);
            if (l != null) return l;
            String file = id.file("worldgen/processor_list");
            if (!pack.exists(file)) throw c.error("unknown processor list " + id + " (no " + file + ")");
            l = ProcessorList.parse(id, JsonCursor.root(file, pack.readJson(file)), features);
            processorLists.put(id, l);
            return l;
        }
        return ProcessorList.parse(null, c, features);
    }

    /**
     * The jigsaw blocks of each palette (game: {@code Palette.jigsaws()}: the palette's jigsaw blocks in its order,
     * each {@code JigsawBlockInfo.of} its block entity data).
     */
    private List<List<JigsawBlockInfo>> jigsaws(StructureTemplate t, JsonCursor from) {
        List<List<JigsawBlockInfo>> out = new ArrayList<>();
        int jigsaw = states.blockIndex(JIGSAW);
        for (List<StructureTemplate.BlockInfo> palette : t.palettes()) {
            List<JigsawBlockInfo> list = new ArrayList<>();
            for (StructureTemplate.BlockInfo b : palette) {
                if (states.block(b.state()) != jigsaw) continue;
                if (b.nbt() == null) throw from.error(t.file() + ": jigsaw block at " + b.x() + " " + b.y() + " " + b.z() + " has no block entity data");
                list.add(jigsawInfo(b, t.file(), from));
            }
            out.add(List.copyOf(list));
        }
        return List.copyOf(out);
    }

    private JigsawBlockInfo jigsawInfo(StructureTemplate.BlockInfo b, String file, JsonCursor from) {
        String orientation = states.value(b.state(), "orientation");
        int cut = orientation == null ? -1 : orientation.indexOf('_');
        if (cut < 0) throw from.error(file + ": jigsaw block without orientation");
        Direction front = Direction.byId(orientation.substring(0, cut)), top = Direction.byId(orientation.substring(cut + 1));
        CompoundBinaryTag nbt = b.nbt();
        boolean rollable;
        String joint = string(nbt, "joint");
        if (joint == null) rollable = front == Direction.UP || front == Direction.DOWN; // game: getDefaultJointType
        else if (joint.equals("rollable")) rollable = true;
        else if (joint.equals("aligned")) rollable = false;
        else throw from.error(file + ": jigsaw block joint " + joint + " (rollable, aligned)");
        String finalState = string(nbt, "final_state");
        return new JigsawBlockInfo(b.x(), b.y(), b.z(), front, top, rollable, id(nbt, "name"), id(nbt, "pool"), id(nbt, "target"),
                integer(nbt, "placement_priority"), integer(nbt, "selection_priority"), finalState == null ? "minecraft:air" : finalState);
    }

    private static String string(CompoundBinaryTag nbt, String key) {
        BinaryTag t = nbt.get(key);
        return t instanceof StringBinaryTag s ? s.value() : null;
    }

    /** Game: {@code nbt.read(key, Identifier.CODEC).orElse(EMPTY)}. */
    private static ResourceId id(CompoundBinaryTag nbt, String key) {
        String s = string(nbt, key);
        if (s == null) return JigsawBlockInfo.EMPTY;
        try {
            return ResourceId.parse(s);
        } catch (IllegalArgumentException e) {
            return JigsawBlockInfo.EMPTY;
        }
    }

    /** Game: {@code getIntOr(key, 0)}. */
    private static int integer(CompoundBinaryTag nbt, String key) {
        BinaryTag t = nbt.get(key);
        return t instanceof NumberBinaryTag n ? n.intValue() : 0;
    }
}
