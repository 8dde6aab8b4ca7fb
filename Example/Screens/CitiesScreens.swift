import RouteComposer

/// The list of cities: the split view's primary column.
final class CitiesViewController: UIViewController {
    override func viewDidLoad() { title = "Cities" }
}

/// One city: the split view's detail.
final class CityDetailsViewController: UIViewController {
    private(set) var cityID = 0
    func show(city: Int) {
        cityID = city
        title = "City \(City.name(of: city) ?? "?")"
    }
}

/// The cities the example knows.
enum City {
    static let names = [1: "Amsterdam", 2: "Bergen", 3: "Cairo", 4: "Denver"]
    static func name(of id: Int) -> String? { names[id] }
}
