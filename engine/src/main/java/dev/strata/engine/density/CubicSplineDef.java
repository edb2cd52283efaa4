package dev.strata.engine.density;

import java.util.List;

/**
 * A parsed cubic spline (game: {@code CubicSpline}): either a constant or a list of points over a coordinate
 * density function, each with a location, a value (itself a spline) and a derivative. Locations, values and
 * derivatives are floats, as the game stores and computes them.
 */
public sealed interface CubicSplineDef {

    record Constant(float value) implements CubicSplineDef {}

    record Multipoint(DensityFunctionDef coordinate, float[] locations, List<CubicSplineDef> values, float[] derivatives)
            implements CubicSplineDef {}
}
