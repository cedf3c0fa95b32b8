import SwiftUI

struct SwitchRow: View {
    @Environment(SwitchItem.self) private var item

    var body: some View {
        Button(item.title) { item.isOn.toggle() }
    }
}

/// Each row gets an element of an array: a 'SwitchItem', whose type the arrays declare.
struct SwitchListView: View {
    var list: SwitchList

    var body: some View {
        VStack {
            ForEach(0..<list.items.count) { index in
                let item = list.items[index]
                SwitchRow().environment(item)
            }
            ForEach(list.pinned, id: \.title) { item in
                SwitchRow().environment(item)
            }
        }
    }
}
