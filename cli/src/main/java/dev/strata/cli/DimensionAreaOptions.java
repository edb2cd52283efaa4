package dev.strata.cli;

import java.util.Map;
import picocli.CommandLine.Option;

/**
 * The area options of a command that covers several dimensions in one run ({@code generate --dimension all}):
 * {@code --radius-for}, {@code --center-for} and {@code --shape-for} give one dimension its own value, and
 * {@code --nether-from-overworld} gives the nether the overworld's area divided by 8 (see {@link PlanOptions}, which
 * reads them). A mixin of its own so that the commands that take one dimension ({@code relight}, {@code trim},
 * {@code structures}) neither accept nor advertise them.
 *
 * <p>Use: {@code @Mixin DimensionAreaOptions perDimension;} beside {@code @Mixin PlanOptions area;}, then
 * {@code area.perDimension(perDimension)} before the area is validated or planned.
 */
final class DimensionAreaOptions {

    @Option(names = "--radius-for", paramLabel = "<dim>=<r>",
            description = "A radius for one dimension when several are generated, e.g. --radius-for the_nether=1k --radius-for the_end=500.")
    Map<String, String> radiusFor;

    @Option(names = "--center-for", paramLabel = "<dim>=<x>,<z>", description = "A center for one dimension, e.g. --center-for the_end=0,0.")
    Map<String, String> centerFor;

    @Option(names = "--shape-for", paramLabel = "<dim>=<shape>", description = "A shape for one dimension, e.g. --shape-for the_end=circle.")
    Map<String, String> shapeFor;

    @Option(names = "--nether-from-overworld",
            description = "The nether's area is the overworld's divided by 8 (the game's coordinate scale): --center and "
                + "--radius are read as overworld blocks; the nether gets the center divided (rounded) and the radii divided (rounded up). "
                + "An explicit --center-for or --radius-for the_nether is in nether blocks and wins (not divided).")
    boolean netherFromOverworld;

    /** No per-dimension value: the options of a command that takes one dimension. */
    static final DimensionAreaOptions NONE = new DimensionAreaOptions();
}
