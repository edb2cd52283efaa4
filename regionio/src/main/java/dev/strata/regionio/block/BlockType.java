package dev.strata.regionio.block;

import java.util.Map;

/**
 * One block of the registry: its properties (in block.json order, each with its values in block.json order) and
 * the state ids of every combination of values.
 *
 * <p>The combinations are numbered in mixed radix, the last property varying fastest ({@code combo = sum of
 * valueIndex[i] * stride[i]}); {@link #stateByCombo} maps that number to the state id block.json gives, so the
 * registry does not depend on the ids being laid out in that order (they are, in 26.2, but nothing relies on it).
 */
final class BlockType {
    final int index;
    final String name;
    final String[] propertyNames;
    final String[][] propertyValues;
    final int[] strides;
    final Map<String, Integer> propertyIndex;
    final Map<String, Integer>[] valueIndex;
    final int[] stateByCombo;
    final int defaultState;

    BlockType(int index, String name, String[] propertyNames, String[][] propertyValues,
              Map<String, Integer> propertyIndex, Map<String, Integer>[] valueIndex, int[] stateByCombo, int defaultState) {
        this.index = index;
        this.name = name;
        this.propertyNames = propertyNames;
        this.propertyValues = propertyValues;
        this.propertyIndex = propertyIndex;
        this.valueIndex = valueIndex;
        this.stateByCombo = stateByCombo;
        this.defaultState = defaultState;
        this.strides = new int[propertyNames.length];
        int stride = 1;
        for (int i = propertyNames.length - 1; i >= 0; i--) {
            strides[i] = stride;
            stride *= propertyValues[i].length;
        }
    }

    /** Value index of property {@code p} in combination {@code combo}. */
    int valueOf(int combo, int p) {
        return (combo / strides[p]) % propertyValues[p].length;
    }
}
