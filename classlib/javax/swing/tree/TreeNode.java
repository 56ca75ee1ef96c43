package javax.swing.tree;

import java.util.Enumeration;

/**
 * A node of a tree: its parent, its children and whether it may have any. Only this
 * interface of Swing is in the class library (libraries such as FreeMarker implement it
 * on their own syntax trees); no Swing component is.
 */
public interface TreeNode {
    TreeNode getChildAt(int childIndex);

    int getChildCount();

    TreeNode getParent();

    int getIndex(TreeNode node);

    boolean getAllowsChildren();

    boolean isLeaf();

    Enumeration<? extends TreeNode> children();
}
