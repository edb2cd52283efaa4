package dev.strata.engine.structure.jigsaw;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.levelgen.Heightmap;
import dev.strata.engine.structure.GenerationContext;
import dev.strata.engine.structure.GenerationStub;
import dev.strata.engine.structure.Structure;
import dev.strata.engine.structure.StructureSettings;
import dev.strata.engine.structure.StructureTypes;
import dev.strata.engine.structure.TerrainAdjustment;
import dev.strata.engine.valueproviders.HeightProvider;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A structure of type {@code minecraft:jigsaw} (game: {@code structures.JigsawStructure}; villages, pillager
 * outposts, bastions, ancient cities, trail ruins, trial chambers): pieces of templates assembled from a start pool
 * by {@link JigsawPlacement}.
 *
 * <p>Fields (game's codec): {@code start_pool}, {@code start_jigsaw_name} (optional), {@code size} (the maximum depth,
 * 0 to 20), {@code start_height} (a height provider), {@code use_expansion_hack}, {@code project_start_to_heightmap}
 * (optional; the noise's {@code WORLD_SURFACE_WG} or {@code OCEAN_FLOOR_WG}), {@code max_distance_from_center}
 * (an int 1..128 for both, or {@code {horizontal 1..128, vertical 1..4064 (default 4064)}}), {@code pool_aliases},
 * {@code dimension_padding}, {@code liquid_settings}. As the game's validation: the horizontal distance plus 12 when
 * terrain adaptation is on must not exceed 128.
 *
 * <p>Start (game: {@code findGenerationPoint}): the start height drawn first ({@code start_height.sample}), at the
 * start chunk's min corner; the pool aliases resolved for that position; then {@link JigsawPlacement#addPieces}.
 */
public final class JigsawStructure implements Structure {
    /** Game: {@code DimensionType.Y_SIZE}, the default and largest vertical distance. */
    static final int Y_SIZE = 4064;

    private final StructureSettings settings;
    private final HeightProvider startHeight;
    private final JigsawPlacement.Settings placement;
    private final List<PoolAliasLookup.Binding> aliases;
    private final Map<ResourceId, StructureTemplatePool> pools;

    private JigsawStructure(StructureSettings settings, HeightProvider startHeight, JigsawPlacement.Settings placement, List<PoolAliasLookup.Binding> aliases,
                            Map<ResourceId, StructureTemplatePool> pools) {
        this.settings = settings;
        this.startHeight = startHeight;
        this.placement = placement;
        this.aliases = aliases;
        this.pools = pools;
    }

    /**
     * Reads a jigsaw structure and every pool, template and processor list it can reach.
     *
     * @throws dev.strata.engine.data.DataPackException naming the file and JSON path of a malformed field, pool,
     *     element, template or processor list
     */
    public static Structure bind(StructureSettings settings, JsonCursor root, StructureTypes.LoadContext context) {
        ResourceId startPool = root.get("start_pool").asId();
        ResourceId startJigsaw = root.has("start_jigsaw_name") ? root.get("start_jigsaw_name").asId() : null;
        int size = root.get("size").asInt(0, 20);
        HeightProvider startHeight = HeightProvider.parse(root.get("start_height"));
        boolean hack = root.get("use_expansion_hack").asBoolean();
        Heightmap.Types project = null;
        if (root.has("project_start_to_heightmap")) {
            JsonCursor p = root.get("project_start_to_heightmap");
            String name = p.asString();
            if (name.equals("WORLD_SURFACE_WG")) project = Heightmap.Types.WORLD_SURFACE_WG;
            else if (name.equals("OCEAN_FLOOR_WG")) project = Heightmap.Types.OCEAN_FLOOR_WG;
            else throw p.error("heightmap " + name + " is not supported for project_start_to_heightmap (WORLD_SURFACE_WG, OCEAN_FLOOR_WG)");
        }
        JsonCursor d = root.get("max_distance_from_center");
        int horizontal, vertical;
        if (d.isNumber()) {
            horizontal = vertical = d.asInt(1, 128);
        } else {
            horizontal = d.get("horizontal").asInt(1, 128);
            vertical = d.has("vertical") ? d.get("vertical").asInt(1, Y_SIZE) : Y_SIZE;
        }
        int edge = settings.terrainAdaptation() == TerrainAdjustment.NONE ? 0 : 12;
        if (horizontal + edge > 128) throw d.error("Horizontal structure size including terrain adaptation must not exceed 128");
        List<PoolAliasLookup.Binding> aliases = new ArrayList<>();
        List<ResourceId> aliasTargets = new ArrayList<>();
        if (root.has("pool_aliases")) {
            for (JsonCursor b : root.get("pool_aliases").elements()) {
                PoolAliasLookup.Binding binding = PoolAliasLookup.parse(b);
                aliases.add(binding);
                PoolAliasLookup.allTargets(binding, aliasTargets);
            }
        }
        DimensionPadding padding = root.has("dimension_padding") ? DimensionPadding.parse(root.get("dimension_padding")) : DimensionPadding.ZERO;
        LiquidSettings liquid = LiquidSettings.APPLY_WATERLOGGING;
        if (root.has("liquid_settings")) {
            JsonCursor l = root.get("liquid_settings");
            liquid = LiquidSettings.byName(l.asString());
            if (liquid == null) throw l.error("unknown liquid settings " + l.asString() + " (ignore_waterlogging, apply_waterlogging)");
        }
        Map<ResourceId, StructureTemplatePool> pools = TemplatePools.forPack(context.pack(), context.states().get())
                .reachable(startPool, aliasTargets, root.get("start_pool"));
        JigsawPlacement.Settings s = new JigsawPlacement.Settings(startPool, startJigsaw, size, hack, project, horizontal, vertical, padding, liquid);
        return new JigsawStructure(settings, startHeight, s, List.copyOf(aliases), Map.copyOf(pools));
    }

    @Override
    public StructureSettings settings() {
        return settings;
    }

    @Override
    public Optional<GenerationStub> findGenerationPoint(GenerationContext context) {
        int y = startHeight.sample(context.random(), context.minY(), context.height());
        int x = context.minBlockX(), z = context.minBlockZ();
        PoolAliasLookup lookup = PoolAliasLookup.create(aliases, x, y, z, context.seed());
        return JigsawPlacement.addPieces(context, pools, placement, x, y, z, lookup);
    }
}
