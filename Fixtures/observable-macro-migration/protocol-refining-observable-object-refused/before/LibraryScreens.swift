import SwiftUI

enum LibraryScreens {
    static func list<Provider: LibraryProviding>(sharing library: Provider) -> some View {
        LibraryList<Provider>().environmentObject(shared(library))
    }

    private static func shared<Value>(_ value: Value) -> Value { value }
}
