import Foundation
import HeadlessUIKit

// An ordinary iOS screen written as an app writes it: it overrides the status bar, orientation,
// safe-area and transition members, lays out with anchors, colours its views and wires a button.
// It must compile against the model unchanged.

/// A screen that records the callbacks the model sends it.
final class EverydayScreen: UIViewController {
    var events: [String] = []
    let button = UIButton(type: .system)
    let titleLabel = UILabel()
    private(set) var tapCount = 0

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { true }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.accessibilityIdentifier = "everydayScreen"
        titleLabel.text = "Hello"
        titleLabel.textColor = .label
        button.setTitle("Tap", for: .normal)
        button.addTarget(self, action: Selector(("buttonTapped")), for: .touchUpInside)
        button.addAction(UIAction { [weak self] _ in self?.tapCount += 1 }, for: .touchUpInside)
        for subview in [titleLabel, button] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            titleLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            button.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
            button.leadingAnchor.constraint(greaterThanOrEqualTo: view.leadingAnchor),
            button.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        events.append("viewSafeAreaInsetsDidChange \(view.safeAreaInsets.top)")
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        events.append("viewWillTransition \(size.width)x\(size.height)")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        events.append("traitCollectionDidChange")
    }
}

/// A plain screen that overrides nothing.
final class PlainScreen: UIViewController {}

/// A navigation controller that hands the status bar to its top controller, as apps write one.
final class StatusForwardingNavigationController: UINavigationController {
    override var childForStatusBarStyle: UIViewController? { topViewController }
    override var childForStatusBarHidden: UIViewController? { topViewController }
}

/// A view that records its safe-area callbacks.
final class SafeAreaRecordingView: UIView {
    var changes = 0

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        changes += 1
    }
}

/// A cell class an app registers.
final class CityCell: UITableViewCell {}

/// A table screen written as an app writes one: its data-source and delegate methods are
/// overrides of UITableViewController's.
final class CitiesScreen: UITableViewController {
    var cities: [[String]] = [["Paris", "Lyon"], ["Berlin"]]
    var asked: [String] = []
    var selected: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(CityCell.self, forCellReuseIdentifier: "CityCell")
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        asked.append("sections")
        return cities.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        asked.append("rows \(section)")
        return cities[section].count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        asked.append("cell \(indexPath.section).\(indexPath.row)")
        let cell = tableView.dequeueReusableCell(withIdentifier: "CityCell", for: indexPath)
        cell.textLabel?.text = cities[indexPath.section][indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "France" : "Germany"
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}
